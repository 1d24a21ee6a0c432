import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { tinyPdf } from '../test/images';
import { fileOf, recordFields, uploader } from '../test/multipart';
import { startS3Server, type S3Server } from '../test/s3-server';
import { thumbnailKey, type FileStore } from './file-store';
import { folderStore } from './folder-store';
import { removeFreedBytes } from './erasure';
import { s3Store } from './s3-store';

// After an erasure commits, a folder's or an object store's bytes of the blobs it freed go, unless the
// same bytes were uploaded again meanwhile (docs/decisions/065); the field-records test covers the rest.

async function isThere(store: FileStore, db: Parameters<FileStore['read']>[0], organisationId: string, key: string) {
  const stream: Readable = store.read(db, organisationId, key);
  try {
    for await (const part of stream) if (part) return true;
    return true;
  } catch {
    return false;
  }
}

describe.each(drivers)('the bytes an erasure freed, on %s', (driver) => {
  const test = useTestApp(driver);
  const scratch = mkdtempSync(join(tmpdir(), 'verkstan-erasure-bytes-'));
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server(join(scratch, 's3'));
  });
  afterAll(async () => {
    await s3.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const stores: Array<[string, () => FileStore]> = [
    ['the folder store', () => folderStore(join(scratch, 'files'))],
    ['the S3 store', () => s3Store(s3.location)],
  ];

  it.each(stores)('are removed from %s, but those a file names again are kept', async (_name, makeStore) => {
    const store = makeStore();
    const { db } = test.database;
    const owner = await createAccount(test.app);
    const job = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json();
    const kept = Buffer.concat([tinyPdf, randomBytes(64)]);
    const sent = await uploader(test.app, owner)([...recordFields('workOrder', job.id), fileOf(kept, 'kvar.pdf')]);
    expect(sent.statusCode, sent.body).toBe(201);
    const [file] = await rowsOf<{ organisationId: string }>(
      db,
      sql`select organisation_id::text as "organisationId" from files where id = ${sent.json().id}`,
    );
    const organisationId = file!.organisationId;
    const freed = randomBytes(2048);
    const keys = {
      kept: createHash('sha256').update(kept).digest('hex'),
      freed: createHash('sha256').update(freed).digest('hex'),
    };
    for (const [key, bytes] of [
      [keys.kept, kept],
      [keys.freed, freed],
      [thumbnailKey(keys.freed), freed.subarray(0, 100)],
    ] as const) {
      const path = join(scratch, key);
      writeFileSync(path, bytes);
      await store.put(db, organisationId, key, path);
    }

    await removeFreedBytes(db, store, organisationId, [keys.freed, keys.kept]);
    expect(await isThere(store, db, organisationId, keys.freed)).toBe(false);
    expect(await isThere(store, db, organisationId, thumbnailKey(keys.freed))).toBe(false);
    // Named by a file (uploaded again while the erasure ran): kept.
    expect(await isThere(store, db, organisationId, keys.kept)).toBe(true);
  });
});
