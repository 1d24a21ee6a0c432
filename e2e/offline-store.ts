import type { Page } from '@playwright/test';

// The device's offline database (src/web/lib/offline/offline-db.ts) as the offline journey reads it.

/** What a store of the device's offline database holds: every row, or the one under `key`. */
export const readStore = (page: Page, store: 'outbox' | 'pack', key?: string) =>
  page.evaluate(
    ({ store, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('verkstan-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const objects = open.result.transaction(store).objectStore(store);
          const request = key === undefined ? objects.getAll() : objects.get(key);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
        };
      }),
    { store, key },
  );

/** The outgoing queue, oldest first (a photo's bytes stay in the page). */
export const queueOf = async (page: Page) =>
  ((await readStore(page, 'outbox')) as Array<Record<string, unknown>>).map(({ kind, state, key, path }) => ({
    kind,
    state,
    key,
    path,
  }));

/** How many jobs the field pack on the device holds (0 when none is kept). */
export const jobsInPack = async (page: Page) =>
  ((await readStore(page, 'pack', 'current')) as { pack: { workOrders: unknown[] } } | undefined)?.pack.workOrders
    .length ?? 0;

/**
 * Copies the queue between the app's database and one of the test's own, in the page (a photo's
 * Blob survives only there): kept before it is sent, put back after, it is the same queue sent twice.
 */
export const copyQueue = (page: Page, direction: 'keep' | 'putBack') =>
  page.evaluate(async (direction) => {
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open(name, 1);
        request.onupgradeneeded = () => request.result.createObjectStore('outbox', { keyPath: 'seq' });
        request.onsuccess = () => resolve(request.result);
      });
    const [app, kept] = [await open('verkstan-offline'), await open('e2e-kept-queue')];
    const [from, to] = direction === 'keep' ? [app, kept] : [kept, app];
    const rows = await new Promise<Array<Record<string, unknown>>>((resolve) => {
      const request = from.transaction('outbox').objectStore('outbox').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    const transaction = to.transaction('outbox', 'readwrite');
    for (const row of rows) transaction.objectStore('outbox').put({ ...row, state: 'waiting' });
    await new Promise((resolve) => (transaction.oncomplete = resolve));
    app.close();
    kept.close();
  }, direction);
