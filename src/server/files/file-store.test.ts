import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { createAccount, useTestApp } from '../test/harness';
import { CHUNK_BYTES, databaseStore } from './database-store';
import type { FileStore } from './file-store';
import { folderStore } from './folder-store';
import { s3Store } from './s3-store';
import { startS3Server, type S3Server } from '../test/s3-server';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
}

const key = (fill: string) => fill.repeat(64);

describe.each(drivers)('file stores on %s', (driver) => {
  const test = useTestApp(driver);
  const scratch = mkdtempSync(join(tmpdir(), 'verkstan-store-'));
  let organisationId: string;
  beforeAll(async () => {
    const owner = await createAccount(test.app);
    const [row] = await rowsOf<{ organisationId: string }>(
      test.database.db,
      sql`select organisation_id::text as "organisationId" from users where id = ${owner.userId}`,
    );
    organisationId = row!.organisationId;
  });
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server(join(scratch, 's3'));
  });
  afterAll(async () => {
    await s3.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  // Three chunks and a bit: ranges across a chunk's edge are where a store goes wrong.
  const content = randomBytes(CHUNK_BYTES * 3 + 1234);
  const source = join(scratch, 'upload');
  writeFileSync(source, content);

  // `later` moves an object store's clock on: its objects' times cannot be set back as a file's can.
  const stores: Array<[string, (later?: number) => FileStore]> = [
    ['the folder store', () => folderStore(join(scratch, 'files'))],
    ['the database store', () => databaseStore()],
    ['the S3 store', (later = 0) => s3Store(s3.location, () => Date.now() + later)],
  ];

  describe.each(stores)('%s', (_name, makeStore) => {
    it('gives back the bytes it was given, whole and by any range', async () => {
      const store = makeStore();
      const { db } = test.database;
      await store.put(db, organisationId, key('a'), source);
      await store.put(db, organisationId, key('a'), source);
      expect((await bytesOf(store.read(db, organisationId, key('a')))).equals(content)).toBe(true);
      for (const [start, end] of [
        [0, 0],
        [10, 20],
        [CHUNK_BYTES - 5, CHUNK_BYTES + 5],
        [CHUNK_BYTES, CHUNK_BYTES * 2 - 1],
        [CHUNK_BYTES * 2 + 7, content.length - 1],
      ] as const) {
        const part = await bytesOf(store.read(db, organisationId, key('a'), { start, end }));
        expect(part.equals(content.subarray(start, end + 1))).toBe(true);
      }
    });

    it('keeps a file of exactly one chunk and an empty one', async () => {
      const store = makeStore();
      const { db } = test.database;
      const exact = randomBytes(CHUNK_BYTES);
      writeFileSync(join(scratch, 'exact'), exact);
      writeFileSync(join(scratch, 'empty'), Buffer.alloc(0));
      await store.put(db, organisationId, key('b'), join(scratch, 'exact'));
      await store.put(db, organisationId, key('c'), join(scratch, 'empty'));
      expect((await bytesOf(store.read(db, organisationId, key('b')))).equals(exact)).toBe(true);
      expect((await bytesOf(store.read(db, organisationId, key('c')))).length).toBe(0);
    });

    it('removes what it is told to, and sweeps what nothing names once it is old enough', async () => {
      const store = makeStore();
      const { db } = test.database;
      await store.put(db, organisationId, key('d'), source);
      await store.remove(db, organisationId, key('d'));
      await expect(bytesOf(store.read(db, organisationId, key('d')))).rejects.toThrow();
      await store.remove(db, organisationId, key('d'));

      await store.put(db, organisationId, key('e'), source);
      await store.put(db, organisationId, `${key('e')}.thumb`, source);
      if (store.kind !== 'database') {
        // Written just now: within the grace an upload has to commit its row.
        expect(await store.sweep(db, async () => false, 3_600_000)).toBe(0);
        // Named by a blob: kept however old.
        expect(await makeStore(7_200_000).sweep(db, async () => true, 3_600_000)).toBe(0);
      }
      if (store.kind === 'folder') {
        const old = new Date(Date.now() - 7_200_000);
        for (const name of readdirSync(join(scratch, 'files', organisationId)))
          utimesSync(join(scratch, 'files', organisationId, name), old, old);
      }
      // No blob row names any of these keys.
      expect(await makeStore(7_200_000).sweep(db, async () => false, 3_600_000)).toBeGreaterThanOrEqual(2);
      await expect(bytesOf(store.read(db, organisationId, key('e')))).rejects.toThrow();
    });
  });
});
