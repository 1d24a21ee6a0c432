import { useNavigate } from 'react-router';
import { roleMay } from '../../../shared/roles';
import { Menu } from '../../ui/menu';
import { useSession } from '../../session/session-context';

/**
 * The signed-in user's menu: who is signed in, their profile, the settings, log out. The money and
 * team screens are places of the main navigation (nav-links.ts), not hidden here.
 */
export function UserMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Menu
      label="Användarmeny"
      icon="accountCircle"
      heading={{ title: user.name || user.email, detail: user.name ? user.email : null }}
      items={[
        { label: 'Min profil', onSelect: () => void navigate('/profile') },
        ...(roleMay(user.role ?? 'owner', 'office')
          ? [{ label: 'Inställningar', onSelect: () => void navigate('/settings') }]
          : []),
        { label: 'Logga ut', onSelect: () => void signOut() },
      ]}
    />
  );
}
