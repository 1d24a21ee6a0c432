import { ApiError } from '../api-client';
import type { FieldPack } from './field-pack-shape';

/** Whether an error is the network's (no answer at all), not the server's. */
export const isUnreachable = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/**
 * A read that falls back to the field pack when the server cannot be reached (docs/decisions/068):
 * online the screens read the server as before; without signal, what the pack holds. When the pack
 * does not hold it (`pick` answers undefined), the network's error stands. The pack's code and store
 * load only then, never on the way of a read that reaches the server (a cold load online).
 */
export async function orFromPack<T>(read: () => Promise<T>, pick: (pack: FieldPack) => T | undefined): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    // Loaded only now: an online read never waits on the device's store (IndexedDB) nor its code.
    const pack = await import('./field-pack').then(({ readPack }) => readPack()).catch(() => null);
    const kept = pack ? pick(pack) : undefined;
    if (kept === undefined) throw error;
    return kept;
  }
}
