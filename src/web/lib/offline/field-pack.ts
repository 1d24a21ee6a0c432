import type { User } from '../../../shared/auth';
import type { FieldPack as ServerPack } from '../../../shared/field';
import type { TimeEntry } from '../../../shared/time';
import { apiJson, apiRequest } from '../api-client';
import type { FieldPack } from './field-pack-shape';
import { offlineDb } from './offline-db';
import { queuedChanges } from './outbox';

const KEY = 'current';

/** The pack on this device, if it is this member's. */
export async function readPack(userId?: string): Promise<FieldPack | null> {
  const stored = await (await offlineDb()).get('pack', KEY);
  if (!stored || (userId !== undefined && stored.userId !== userId)) return null;
  return stored.pack;
}

/** Keeps the pack as the member's, with their session user (a reload without signal opens as them). */
export async function storePack(user: User, pack: FieldPack): Promise<void> {
  await (await offlineDb()).put('pack', { userId: user.id, user, pack, storedAt: new Date().toISOString() }, KEY);
}

/**
 * A change made offline shows at once: the pack is changed as the server will change it. `change`
 * answers the new pack (or the same one when it has nothing to change).
 */
export async function updatePack(change: (pack: FieldPack) => FieldPack): Promise<FieldPack | null> {
  const db = await offlineDb();
  const stored = await db.get('pack', KEY);
  if (!stored) return null;
  const pack = change(structuredClone(stored.pack));
  await db.put('pack', { ...stored, pack }, KEY);
  return pack;
}

/**
 * Fetches the pack again (FIELD.md decision 6): at *Mina jobb* online and at the `online` event. Not
 * while changes wait to be sent: the server's pack lacks them, and the screens would go back in time
 * until they arrive. A pack that cannot be fetched leaves the one kept.
 */
export async function refreshPack(user: User): Promise<FieldPack | null> {
  if ((await queuedChanges()).some((change) => change.state === 'waiting')) return readPack(user.id);
  try {
    const pack = await fetchPack();
    await storePack(user, pack);
    return pack;
  } catch {
    return readPack(user.id);
  }
}

/** The server's pack, with the member's running timer beside it: the device runs that timer offline. */
/** Fetches the pack again only on a device that keeps one: a member who never opened *Mina jobb* gets none. */
export async function refreshKeptPack(user: User): Promise<void> {
  if (await readPack(user.id)) await refreshPack(user);
}

async function fetchPack(): Promise<FieldPack> {
  const [pack, timer] = await Promise.all([
    apiJson<ServerPack>('/field/today'),
    apiRequest<TimeEntry | null>('/timer'),
  ]);
  return { ...pack, timer: timer.data ?? null };
}
