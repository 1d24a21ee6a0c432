import { useState } from 'react';
import { useNavigate } from 'react-router';
import { roleMay } from '../../../shared/roles';
import { islandOf } from '../../ui/island';
import { Menu } from '../../ui/menu';
import { useSession } from '../../session/session-context';

// MUI's dialog loads only when there is something to warn about.
const ConfirmDialog = islandOf(() => import('../../ui/mui/confirm-dialog').then((module) => module.ConfirmDialog));

/**
 * The signed-in user's menu: who is signed in, their profile, the settings, log out. The money and
 * team screens are places of the main navigation (nav-links.ts), not hidden here.
 */
export function UserMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [unsent, setUnsent] = useState(0);
  if (!user) return null;
  // Logging out removes the device's offline data (FIELD.md decision 7): changes not yet sent are
  // lost with it, so the member is told first.
  const logOut = async () => {
    const count = await import('../../lib/offline/outbox')
      .then(async ({ queuedChanges }) => (await queuedChanges()).length)
      .catch(() => 0);
    if (count > 0) setUnsent(count);
    else await signOut();
  };
  return (
    <>
      <Menu
        label="Användarmeny"
        icon="accountCircle"
        heading={{ title: user.name || user.email, detail: user.name ? user.email : null }}
        items={[
          { label: 'Min profil', onSelect: () => void navigate('/profile') },
          ...(roleMay(user.role ?? 'owner', 'office')
            ? [{ label: 'Inställningar', onSelect: () => void navigate('/settings') }]
            : []),
          { label: 'Logga ut', onSelect: () => void logOut() },
        ]}
      />
      {unsent > 0 && (
        <ConfirmDialog
          open
          title="Ändringar har inte skickats"
          text={`${unsent === 1 ? '1 ändring' : `${unsent} ändringar`} på den här enheten har inte nått servern. Loggar du ut tas ${unsent === 1 ? 'den' : 'de'} bort och går förlorade.`}
          confirmLabel="Logga ut ändå"
          onConfirm={() => {
            setUnsent(0);
            void signOut();
          }}
          onClose={() => setUnsent(0)}
        />
      )}
    </>
  );
}
