import { offlineDb } from './offline-db';
import { newKey, type QueuedChange } from './change';

// The outgoing queue's store (FIELD.md decision 7). Every change to it tells the listeners, so that the
// badge and the list redraw in every part of the screen.

/** `added`: a new change waits (the sync sends it at once when online); `changed`: anything else. */
type Listener = (what: 'added' | 'changed') => void;
const listeners = new Set<Listener>();
export function onOutboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const told = <T>(result: T, what: 'added' | 'changed' = 'changed'): T => {
  for (const listener of listeners) listener(what);
  return result;
};

/** Oldest first: the order they were made in. */
export async function queuedChanges(): Promise<QueuedChange[]> {
  return (await offlineDb()).getAll('outbox');
}

export async function enqueue(change: Omit<QueuedChange, 'seq' | 'state' | 'attempts'>): Promise<QueuedChange> {
  const row: QueuedChange = { ...change, state: 'waiting', attempts: 0 };
  const seq = await (await offlineDb()).add('outbox', row);
  return told({ ...row, seq }, 'added');
}

export async function putChange(change: QueuedChange): Promise<void> {
  await (await offlineDb()).put('outbox', change);
  told(undefined);
}

export async function removeChange(seq: number): Promise<void> {
  await (await offlineDb()).delete('outbox', seq);
  told(undefined);
}

/**
 * *Försök igen* / *Ändra*: the change waits again, under a new key. The server keeps a refusal with its
 * key (docs/decisions/060), so the old key would only be answered the same refusal.
 */
export async function retryChange(change: QueuedChange, body: unknown = change.body): Promise<void> {
  const { reason: _reason, ...rest } = change;
  await putChange({ ...rest, body, key: newKey(), state: 'waiting' });
}
