import { newKey, type QueuedChange } from './change';
import { updatePack } from './field-pack';
import type { FieldPack } from './field-pack-shape';
import { enqueue, queuedChanges } from './outbox';
import { isUnreachable } from './pack-fallback';

export type ChangeDraft = Pick<QueuedChange, 'kind' | 'label' | 'method' | 'path' | 'body' | 'workOrderId'>;

export interface OfflineWrite<T> {
  /** The request; `key` is its Idempotency-Key, the same when it is queued after a lost answer. */
  change: ChangeDraft;
  send: (key: string) => Promise<T>;
  /**
   * The change done to the pack as the server would do it, and what the server would answer; null
   * when the pack cannot show it (the job is not in it): then the change is not taken offline.
   */
  local: (pack: FieldPack) => { pack: FieldPack; result: T } | null;
}

/** The device's clock now: a change carries the time it was made (FIELD.md decision 7). */
export const deviceNow = (): string => new Date().toISOString();

/**
 * A write of the field (docs/decisions/068). Online with nothing waiting, it is sent as before (with a
 * key). Offline, when the answer is lost, or while older changes wait (nothing overtakes them), it is
 * queued and done to the pack, and the screen gets the pack's answer at once.
 */
export async function writeOrQueue<T>({ change, send, local }: OfflineWrite<T>): Promise<T> {
  const key = newKey();
  const isWaiting = (await queuedChanges().catch(() => [])).some((queued) => queued.state === 'waiting');
  if (navigator.onLine && !isWaiting) {
    try {
      const answer = await send(key);
      // The pack follows what was done online too: a timer started here with signal can be stopped
      // without it. Best effort: the next pack fetched replaces it with the server's.
      await updatePack((pack) => local(pack)?.pack ?? pack).catch(() => null);
      return answer;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      return queueLocally({ change, local }, key, error);
    }
  }
  return queueLocally({ change, local }, key, null);
}

async function queueLocally<T>(
  { change, local }: Pick<OfflineWrite<T>, 'change' | 'local'>,
  key: string,
  networkError: unknown,
): Promise<T> {
  let result: T | undefined;
  await updatePack((pack) => {
    const done = local(pack);
    if (!done) return pack;
    result = done.result;
    return done.pack;
  });
  if (result === undefined) {
    throw networkError ?? new Error('Ändringen kan inte göras offline: jobbet finns inte sparat på enheten.');
  }
  await enqueue({ ...change, key, madeAt: deviceNow() });
  return result;
}
