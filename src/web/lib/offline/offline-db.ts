import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { FieldPack } from './field-pack-shape';
import type { QueuedChange } from './change';

/**
 * The device's offline data (FIELD.md decisions 6–7): the field pack and the outgoing queue, in one
 * IndexedDB database. `idb` wraps IndexedDB's request events in promises and types the stores; the
 * raw API would cost a page of event plumbing per call, and `idb` is about 1 kB.
 */
interface OfflineSchema extends DBSchema {
  /** One row, key 'current': the pack of the member who fetched it (with their session user). */
  pack: { key: string; value: StoredPack };
  /** The outgoing changes, `seq` growing: the order they were made in is the order they are sent. */
  outbox: { key: number; value: QueuedChange };
}

export interface StoredPack {
  /** Whose pack: another member signing in on the device never sees it. */
  userId: string;
  /** The signed-in user as the session check answered, so that a reload without signal opens the app. */
  user: unknown;
  pack: FieldPack;
  storedAt: string;
}

const NAME = 'verkstan-offline';
let opening: Promise<IDBPDatabase<OfflineSchema>> | null = null;

export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore('pack');
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
    },
  });
  return opening;
}

/** Who last fetched a pack here: a reload without signal opens the app as them (session-context). */
export async function packUser(): Promise<{ id: string } | null> {
  const stored = await (await offlineDb()).get('pack', 'current');
  return (stored?.user as { id: string } | undefined) ?? null;
}

/** Logging out: the pack and the queue leave the device (FIELD.md decision 7). */
export async function clearOfflineData(): Promise<void> {
  const db = await offlineDb();
  await Promise.all([db.clear('pack'), db.clear('outbox')]);
}
