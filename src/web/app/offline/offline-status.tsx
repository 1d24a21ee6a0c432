import { useEffect, useState } from 'react';
import { islandOf } from '../../ui/island';
import { OfflineBadge } from '../../ui/offline-badge';
import { startOfflineSync, useIsOnline } from '../../lib/offline/sync';
import { useQueuedChanges } from '../../lib/offline/use-queued-changes';
import { useSession } from '../../session/session-context';
import { queryClient } from '../query-client';

// The list and its dialog (MUI, in the app's theme) load when opened: most screens never need them.
const OfflineChangesDialog = islandOf(() => import('./offline-changes-dialog').then((module) => module.default));

/**
 * Working without signal, for the signed-in member (FIELD.md decisions 6–7): keeps the queue going
 * and shows on every screen whether the device is offline and how many changes wait.
 */
export default function OfflineStatus() {
  const { user } = useSession();
  const isOnline = useIsOnline();
  const changes = useQueuedChanges();
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!user) return;
    // What the server now has replaces what the screens drew from the pack.
    return startOfflineSync(user, () => void queryClient.invalidateQueries());
  }, [user]);
  if (!user) return null;
  const waiting = changes.filter((change) => change.state === 'waiting').length;
  return (
    <>
      <OfflineBadge
        isOffline={!isOnline}
        waiting={waiting}
        refused={changes.length - waiting}
        onOpen={() => setOpen(true)}
      />
      {isOpen && <OfflineChangesDialog changes={changes} user={user} onClose={() => setOpen(false)} />}
    </>
  );
}
