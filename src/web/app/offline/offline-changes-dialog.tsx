import type { User } from '../../../shared/auth';
import { formatDateTime } from '../../../shared/dates';
import type { QueuedChange } from '../../lib/offline/change';
import { refreshKeptPack } from '../../lib/offline/field-pack';
import { removeChange, retryChange } from '../../lib/offline/outbox';
import { sendWaiting } from '../../lib/offline/send-outbox';
import { sendChange } from '../../lib/offline/sync';
import { Dialog } from '../../ui/mui/dialog';
import { PendingChanges, type PendingChange } from '../../ui/pending-changes';
import { queryClient } from '../query-client';

/** What of a refused change the user may change before it goes again: the numbers they typed. */
const EDITABLE: Record<string, string> = {
  quantity: 'Antal',
  value: 'Mätarställning',
  hours: 'Timmar',
  kilometres: 'Kilometer',
  note: 'Notering',
};

function shown(change: QueuedChange): PendingChange {
  const body = (change.body ?? {}) as Record<string, unknown>;
  const fields = Object.entries(EDITABLE).flatMap(([name, label]) =>
    typeof body[name] === 'string' || typeof body[name] === 'number'
      ? [{ name, label, value: String(body[name]) }]
      : [],
  );
  return {
    id: change.seq!,
    label: change.label,
    madeAt: formatDateTime(change.madeAt),
    state: change.state,
    ...(change.reason ? { reason: change.reason } : {}),
    fields,
  };
}

/** "Ändringar väntar": the queue, and what to do with each change the server refused. */
export default function OfflineChangesDialog({
  changes,
  user,
  onClose,
}: {
  changes: QueuedChange[];
  user: User;
  onClose(): void;
}) {
  const find = (id: number) => changes.find((change) => change.seq === id);
  // Sent at once when there is a connection; otherwise the next round takes it.
  const sendNow = async () => {
    if (!navigator.onLine) return;
    await sendWaiting(sendChange);
    await refreshKeptPack(user);
    void queryClient.invalidateQueries();
  };
  return (
    <Dialog
      title="Ändringar väntar"
      onClose={onClose}
      closeLabel="Stäng"
      // Without waiting for the next round (30 s): the member about to drive off sees them go.
      action={{
        label: 'Skicka nu',
        onClick: () => void sendNow(),
        isDisabled: !navigator.onLine || !changes.some((change) => change.state === 'waiting'),
      }}
    >
      <PendingChanges
        changes={changes.map(shown)}
        onRetry={(id) => {
          const change = find(id);
          if (change) void retryChange(change).then(sendNow);
        }}
        onEdit={(id, values) => {
          const change = find(id);
          if (!change) return;
          const body = { ...(change.body as Record<string, unknown>) };
          for (const [name, value] of Object.entries(values))
            body[name] = typeof body[name] === 'number' ? Number(value.replace(',', '.')) : value;
          void retryChange(change, body).then(sendNow);
        }}
        onDiscard={(id) =>
          void removeChange(id).then(async () => {
            // What the change did to the pack goes with it.
            if (navigator.onLine) await refreshKeptPack(user);
            void queryClient.invalidateQueries();
          })
        }
      />
    </Dialog>
  );
}
