import { useNavigate } from 'react-router';
import { roleMay } from '../../../shared/roles';
import { Menu } from '../../ui/menu';
import { useSession } from '../../session/session-context';

/** The signed-in user's menu: who is signed in, their profile, log out. */
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
          ? [
              { label: 'Team', onSelect: () => void navigate('/team') },
              { label: 'Tidrapport', onSelect: () => void navigate('/time-report') },
              { label: 'Betalningar', onSelect: () => void navigate('/payments') },
              { label: 'Kundreskontra', onSelect: () => void navigate('/receivables') },
              { label: 'Fakturakontroll', onSelect: () => void navigate('/invoice-control') },
            ]
          : []),
        { label: 'Logga ut', onSelect: () => void signOut() },
      ]}
    />
  );
}
