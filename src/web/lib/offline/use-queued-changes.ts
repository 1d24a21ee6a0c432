import { useEffect, useState } from 'react';
import type { QueuedChange } from './change';
import { onOutboxChange, queuedChanges } from './outbox';

/**
 * The queue as it is now, oldest first, redrawn at each change of it: the badge and the list, and a
 * screen that shows what of its own still waits (a photo in the grid, a signature on its card).
 */
export function useQueuedChanges(): QueuedChange[] {
  const [changes, setChanges] = useState<QueuedChange[]>([]);
  useEffect(() => {
    let isCurrent = true;
    const read = () =>
      void queuedChanges()
        .then((rows) => isCurrent && setChanges(rows))
        .catch(() => undefined);
    read();
    const stop = onOutboxChange(read);
    return () => {
      isCurrent = false;
      stop();
    };
  }, []);
  return changes;
}

/** "Väntar på att skickas" / "Kunde inte skickas" (FIELD.md's wording): where a change of the screen stands. */
export const queuedStateText = (change: Pick<QueuedChange, 'state'>): string =>
  change.state === 'waiting' ? 'Väntar på att skickas' : 'Kunde inte skickas';
