import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { systemClock } from '../clock';
import { testConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/rows';
import { createThrowawayDatabase } from '../test/database';
import { as, createAccount, validWorkOrder, type Account } from '../test/harness';
import { phonePhoto, pngOf, tinyPdf } from '../test/images';
import { fileOf, recordFields, uploader } from '../test/multipart';
import { dumpPostgres } from './pg-dump';
import { restoreBackup } from './restore';
import { BackupService } from './service';

// Backups and restore hold every photo and file byte for byte (FIELD.md decision 4, DATA.md decisions
// 1–3): the embedded installation's in DATA_DIR/files, a PostgreSQL server's in its database.

const run = promisify(execFile);
const quiet = { info: () => undefined, error: () => undefined };
const appConfig = (files: Partial<Config>) =>
  testConfig({ pdfThreads: 0, loginMaxPerMinute: 1000, registerMaxPerMinute: 1000, ...files });

const closing: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

/** A job with a photo (re-encoded, with its thumbnail) and two documents on it, as a workshop has them. */
async function workshopWithFiles(app: FastifyInstance) {
  const owner = await createAccount(app);
  const job = (await as(app, owner).post('/api/workorders', validWorkOrder)).json() as { id: string };
  const upload = uploader(app, owner);
  const ids: string[] = [];
  for (const file of [
    fileOf(await phonePhoto(), 'IMG_0001.JPG'),
    fileOf(await pngOf(900, 600), 'skiss.png', 'image/png'),
    fileOf(Buffer.concat([tinyPdf, Buffer.alloc(700_000, 'x')]), 'manual.pdf', 'application/pdf'),
  ]) {
    const sent = await upload([...recordFields('workOrder', job.id), file]);
    expect(sent.statusCode, sent.body).toBe(201);
    ids.push(sent.json().id);
  }
  return { owner, ids };
}

/** Every file's bytes and every thumbnail's, as the API gives them. */
async function bytesOf(app: FastifyInstance, owner: Account, ids: string[]): Promise<Buffer[]> {
  const all: Buffer[] = [];
  for (const id of ids) {
    for (const part of ['content', 'thumbnail']) {
      const answer = await as(app, owner).get(`/api/files/${id}/${part}`);
      if (part === 'thumbnail' && answer.statusCode === 404) continue;
      expect(answer.statusCode, `${id}/${part}`).toBe(200);
      all.push(answer.rawPayload);
    }
  }
  return all;
}

/** A folder's files and their bytes, by their path inside it. */
function treeOf(root: string, at = root): Map<string, string> {
  const tree = new Map<string, string>();
  for (const entry of readdirSync(at)) {
    const path = join(at, entry);
    if (statSync(path).isDirectory()) for (const [name, bytes] of treeOf(root, path)) tree.set(name, bytes);
    else tree.set(relative(root, path), readFileSync(path).toString('base64'));
  }
  return tree;
}

describe('a backup of the embedded installation, restored', () => {
  it('holds every photo, thumbnail and document of DATA_DIR/files byte for byte', async () => {
    const root = mkdtempSync(join(tmpdir(), 'verkstan-backup-files-'));
    closing.push(async () => rmSync(root, { recursive: true, force: true }));
    const open = async (dataDir: string, backupDir: string) => {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      const backups = new BackupService({
        dataDir,
        backupDir,
        whileQuiet: database.embedded!.whileQuiet,
        clock: systemClock,
        log: quiet,
      });
      const app = await buildApp({
        config: appConfig({ filesStorage: 'folder', filesDir: join(dataDir, 'files') }),
        db: database.db,
        webRoot: '/nonexistent',
        backups,
      });
      closing.push(
        () => database.close(),
        () => app.close(),
      );
      return app;
    };
    const live = await open(join(root, 'data'), join(root, 'backups'));
    const { owner, ids } = await workshopWithFiles(live);
    const before = await bytesOf(live, owner, ids);
    expect(before).toHaveLength(5);
    const made = await as(live, owner).post('/api/backups');
    expect(made.statusCode, made.body).toBe(201);

    const restoredDir = join(root, 'restored');
    await restoreBackup(join(root, 'backups', made.json().file), restoredDir, { force: false });
    expect(treeOf(join(restoredDir, 'files'))).toEqual(treeOf(join(root, 'data', 'files')));
    const restored = await open(restoredDir, join(root, 'restored-backups'));
    const after = await bytesOf(restored, owner, ids);
    after.forEach((bytes, index) => expect(bytes.equals(before[index]!), `file ${index}`).toBe(true));
  }, 120_000);
});

describe('a pg_dump of a PostgreSQL server, restored with pg_restore', () => {
  it('holds every photo, thumbnail and document kept in the database byte for byte', async () => {
    const root = mkdtempSync(join(tmpdir(), 'verkstan-dump-files-'));
    closing.push(async () => rmSync(root, { recursive: true, force: true }));
    const open = async (url: string) => {
      const database: DatabaseHandle = await openDatabase({
        databaseUrl: url,
        poolSize: 2,
        onConnectionLost: () => undefined,
      });
      await database.migrate();
      const app = await buildApp({
        config: appConfig({ filesStorage: 'database' }),
        db: database.db,
        webRoot: '/nonexistent',
      });
      closing.push(
        () => database.close(),
        () => app.close(),
      );
      return { app, database };
    };
    const source = await createThrowawayDatabase();
    const target = await createThrowawayDatabase();
    closing.push(source.drop, target.drop);
    const live = await open(source.url);
    const { owner, ids } = await workshopWithFiles(live.app);
    const before = await bytesOf(live.app, owner, ids);

    // pg_dump reads a server of its own major version or older. The test's throwaway server (no
    // TEST_DATABASE_URL) may be newer than the machine's client: then the refusal is what is checked.
    const [server] = await rowsOf<{ version: string }>(
      live.database.db,
      sql`select current_setting('server_version_num') as version`,
    );
    const serverMajor = Math.floor(Number(server!.version) / 10_000);
    const clientMajor = Number(/(\d+)\.\d+/.exec((await run('pg_dump', ['--version'])).stdout)?.[1]);
    if (clientMajor < serverMajor) {
      await expect(dumpPostgres(source.url, join(root, 'backups'), new Date())).rejects.toThrow(/version mismatch/);
      return;
    }
    const made = await dumpPostgres(source.url, join(root, 'backups'), new Date());
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${target.url}`,
      join(root, 'backups', made.file),
    ]);
    const restored = await open(target.url);
    const after = await bytesOf(restored.app, owner, ids);
    expect(after).toHaveLength(before.length);
    after.forEach((bytes, index) => expect(bytes.equals(before[index]!), `file ${index}`).toBe(true));
  }, 120_000);
});
