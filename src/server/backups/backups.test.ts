import { mkdtempSync, readdirSync, rmSync, writeFileSync, readFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { systemClock } from '../clock';
import { testConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { as, createAccount, createTestApp, type TestApp } from '../test/harness';
import { fillWorkshopWithEveryKind } from '../test/every-kind';
import { freePort } from '../test/free-port';
import { call, startServerProcess, stopServerProcess, waitUntilHealthy } from '../test/server-process';
import { BackupRefused } from './archive';
import { restoreBackup } from './restore';
import { findRunningServer } from './server-file';
import { BackupService } from './service';

const quiet = { info: () => undefined, error: () => undefined };
const run = promisify(execFile);

/** The names in a backup archive, read with tar-stream. */
async function listEntries(path: string): Promise<string[]> {
  const { default: tarStream } = await import('tar-stream');
  const { createGunzip } = await import('node:zlib');
  const { createReadStream } = await import('node:fs');
  const names: string[] = [];
  const extract = tarStream.extract();
  extract.on('entry', (header, stream, next) => {
    names.push(header.name);
    stream.on('end', next);
    stream.resume();
  });
  const { pipeline } = await import('node:stream/promises');
  await pipeline(createReadStream(path), createGunzip(), extract);
  return names;
}

/** Every table of the schema as sorted JSON text, rows of the writer's workshop left out where `without` says. */
async function tablesOf(db: Database, writerOrganisationId: string): Promise<Map<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: Array<{ name: string }> };
  // Unlogged tables are left out of a backup by design (PostgreSQL restores them empty): only the
  // throttles' counters are (migration 0063, decision 075), and a restored installation starts their windows afresh.
  const unlogged = (await db.execute(
    sql`select relname as name from pg_class where relpersistence = 'u' and relkind = 'r' and relnamespace = 'public'::regnamespace`,
  )) as unknown as { rows: Array<{ name: string }> };
  expect(unlogged.rows.map((row) => row.name)).toEqual(['rate_limits']);
  tables.rows = tables.rows.filter((row) => row.name !== 'rate_limits');
  const columns = (await db.execute(
    sql`select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'organisation_id'`,
  )) as unknown as { rows: Array<{ name: string }> };
  const tenant = new Set(columns.rows.map((row) => row.name));
  const contents = new Map<string, string>();
  for (const { name } of tables.rows) {
    const where = tenant.has(name)
      ? `where organisation_id is distinct from '${writerOrganisationId}'`
      : name === 'sessions'
        ? `where user_id not in (select id from users where organisation_id = '${writerOrganisationId}')`
        : name === 'organisations'
          ? `where id <> '${writerOrganisationId}'`
          : '';
    const rows = (await db.execute(
      sql.raw(`select coalesce(json_agg(t order by t::text), '[]')::text as rows from ${name} t ${where}`),
    )) as unknown as {
      rows: Array<{ rows: string }>;
    };
    contents.set(name, rows.rows[0]!.rows);
  }
  return contents;
}

/** A PDF without what differs between two renderings of the same document: its creation date and its id. */
const comparablePdf = (bytes: Buffer) =>
  bytes
    .toString('latin1')
    .replace(/\(D:\d{14}[^)]*\)/g, '')
    .replace(/\/ID\s*\[\s*<[0-9a-f]+>\s*<[0-9a-f]+>\s*\]/gi, '');

async function pdfsOf(app: FastifyInstance, token: string, ids: string[]): Promise<string[]> {
  const pdfs: string[] = [];
  for (const id of ids) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/invoice/${id}/pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    pdfs.push(comparablePdf(response.rawPayload));
  }
  return pdfs;
}

async function customerNamesOf(db: Database, organisationId: string): Promise<string[]> {
  const rows = (await db.execute(
    sql`select name from customers where organisation_id = ${organisationId} order by name`,
  )) as unknown as {
    rows: Array<{ name: string }>;
  };
  return rows.rows.map((row) => row.name);
}

describe('a backup of the embedded database, restored', () => {
  let root: string;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'verkstan-backup-'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function open(dataDir: string, backupDir: string) {
    const database = await openDatabase({ dataDir });
    handles.push(database);
    await database.migrate();
    const backups = new BackupService({
      dataDir,
      backupDir,
      whileQuiet: database.embedded!.whileQuiet,
      clock: systemClock,
      log: quiet,
    });
    const app = await buildApp({
      config: testConfig({ pdfThreads: 0, loginMaxPerMinute: 1000, registerMaxPerMinute: 1000 }),
      db: database.db,
      webRoot: '/nonexistent',
      backups,
    });
    apps.push(app);
    return { database, app, backups };
  }

  it('holds every table row for row and every invoice PDF, though a writer kept writing while it was made', async () => {
    const dataDir = join(root, 'data');
    const backupDir = join(root, 'backups');
    const live = await open(dataDir, backupDir);
    const workshop = await fillWorkshopWithEveryKind(live.app, live.database.db);
    const pdfsBefore = await pdfsOf(live.app, workshop.token, workshop.documentIds);

    // Another workshop of the installation keeps adding customers while the backup is made.
    const writer = await createAccount(live.app);
    const [{ organisation_id: writerOrganisation }] = (
      (await live.database.db.execute(
        sql`select organisation_id from users where id = ${writer.userId}`,
      )) as unknown as {
        rows: Array<{ organisation_id: string }>;
      }
    ).rows as [{ organisation_id: string }];
    let writing = true;
    let written = 0;
    const writes = (async () => {
      while (writing) {
        const added = await as(live.app, writer).post('/api/customers', {
          name: `Kund ${String(written).padStart(4, '0')}`,
        });
        expect(added.statusCode).toBe(201);
        written += 1;
      }
    })();
    while (written < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    const writtenBefore = written;
    const owner = { token: workshop.token, userId: '', email: '', password: '' };
    const made = await as(live.app, owner).post('/api/backups');
    expect(made.statusCode, made.body).toBe(201);
    writing = false;
    await writes;
    const backup = made.json() as { file: string; bytes: number; checksum: string };
    expect(backup.file).toMatch(/^verkstan-\d{8}T\d{6}Z-[0-9a-f]{12}\.tar\.gz$/);
    expect(backup.checksum.slice(0, 12)).toBe(backup.file.slice(-19, -7));
    // The card names the folder, and the file can be downloaded as it lies there; nothing outside it can.
    expect((await as(live.app, owner).get('/api/backups/status')).json()).toMatchObject({
      folder: backupDir,
    });
    const downloaded = await as(live.app, owner).get(`/api/backups/${backup.file}`);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="${backup.file}"`);
    expect(downloaded.rawPayload.equals(readFileSync(join(backupDir, backup.file)))).toBe(true);
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      `${backup.file.slice(0, -7)}.dump`,
      'verkstan-20260101T000000Z-000000000000.tar.gz',
    ]) {
      expect((await as(live.app, owner).get(`/api/backups/${name}`)).statusCode, name).toBe(404);
    }
    expect((await as(live.app, writer).get(`/api/backups/${backup.file}`)).statusCode).toBe(403);
    const expected = await tablesOf(live.database.db, writerOrganisation);
    const writerNames = await customerNamesOf(live.database.db, writerOrganisation);

    const restoredDir = join(root, 'restored');
    expect(await restoreBackup(join(backupDir, backup.file), restoredDir, { force: false })).toEqual({
      movedAside: null,
    });
    const restored = await open(restoredDir, join(root, 'restored-backups'));
    const actual = await tablesOf(restored.database.db, writerOrganisation);
    expect([...actual.keys()]).toEqual([...expected.keys()]);
    for (const [table, rows] of expected) expect(actual.get(table), table).toBe(rows);
    // The writer's customers: those written before the backup began are there, and nothing that never was.
    const restoredNames = await customerNamesOf(restored.database.db, writerOrganisation);
    expect(restoredNames.length).toBeGreaterThanOrEqual(writtenBefore);
    expect(writerNames.slice(0, restoredNames.length)).toEqual(restoredNames);
    // Started on the restored folder, the invoices print as they did.
    expect(await pdfsOf(restored.app, workshop.token, workshop.documentIds)).toEqual(pdfsBefore);
  }, 180_000);

  it('refuses a damaged, truncated or foreign file before anything is touched', async () => {
    const backupDir = join(root, 'backups');
    const [file] = readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'));
    const original = readFileSync(join(backupDir, file!));
    const elsewhere = join(root, 'bad');
    mkdirSync(elsewhere);
    const target = join(root, 'untouched');
    const attempts: Array<[string, Buffer]> = [
      [file!, original.subarray(0, Math.floor(original.length / 2))],
      [file!, Buffer.concat([original.subarray(0, 1000), Buffer.from('x'), original.subarray(1001)])],
      ['verkstan-20260101T020000Z-000000000000.tar.gz', Buffer.from('inte en säkerhetskopia')],
      ['export.zip', original],
    ];
    for (const [name, bytes] of attempts) {
      writeFileSync(join(elsewhere, name), bytes);
      await expect(restoreBackup(join(elsewhere, name), target, { force: true })).rejects.toThrow(BackupRefused);
      expect(existsSync(target), name).toBe(false);
      rmSync(join(elsewhere, name));
    }
    // A gzip'd tar of another program, correctly named after its own checksum, is refused as foreign.
    const { createHash } = await import('node:crypto');
    const { gzipSync } = await import('node:zlib');
    const foreign = gzipSync(Buffer.alloc(1024));
    const name = `verkstan-20260101T020000Z-${createHash('sha256').update(foreign).digest('hex').slice(0, 12)}.tar.gz`;
    writeFileSync(join(elsewhere, name), foreign);
    await expect(restoreBackup(join(elsewhere, name), target, { force: false })).rejects.toThrow(
      /kan inte återställas/,
    );
    expect(existsSync(target)).toBe(false);
    // Into a folder with data only with --force, which moves it aside first.
    mkdirSync(target);
    writeFileSync(join(target, 'PG_VERSION'), '17');
    await expect(restoreBackup(join(backupDir, file!), target, { force: false })).rejects.toThrow(/inte tom/);
    expect(readdirSync(target)).toEqual(['PG_VERSION']);
    const { movedAside } = await restoreBackup(join(backupDir, file!), target, {
      force: true,
      now: new Date('2026-11-24T10:00:00Z'),
    });
    expect(movedAside).toBe(`${target}.before-restore-20261124T100000Z`);
    expect(readdirSync(movedAside!)).toEqual(['PG_VERSION']);
    expect(readdirSync(target)).toContain('base');
  });
});

describe('a backup process killed halfway', () => {
  it('leaves the earlier backup listed and restorable, and its leftovers are cleared at the next start', async () => {
    const root = mkdtempSync(join(tmpdir(), 'verkstan-kill-'));
    const dataDir = join(root, 'data');
    const backupDir = join(root, 'backups');
    const port = await freePort();
    let server = startServerProcess(port, { DATA_DIR: dataDir, BACKUP_DIR: backupDir, PDF_THREADS: '1' });
    try {
      await waitUntilHealthy(port, server);
      const email = `agare-${Date.now()}@verkstad.se`;
      await call(port, 'POST', '/api/auth/register', {
        payload: {
          email,
          password: 'hemligt-lösen-123',
          firstName: 'Anna',
          lastName: 'Svensson',
          companyName: 'Kill AB',
        },
      });
      const token = JSON.parse(
        (await call(port, 'POST', '/api/auth/login', { payload: { email, password: 'hemligt-lösen-123' } })).body,
      ).token as string;
      // `npm run backup` beside the running server: it asks the server, which alone may open the folder.
      expect((await findRunningServer(dataDir))?.pid).toBe(server.pid);
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/server/backups/cli.ts', 'backup'], {
        env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backupDir },
      });
      const firstFile = /verkstan-\d{8}T\d{6}Z-[0-9a-f]{12}\.tar\.gz/.exec(stdout)?.[0] ?? '';
      expect(stdout).toMatch(/^Säkerhetskopia klar: .*\(\d+(,\d)? [kM]B, SHA-256 [0-9a-f]{64}\)\.\n$/);
      expect(readdirSync(backupDir)).toContain(firstFile);

      void call(port, 'POST', '/api/backups', { token }).catch(() => undefined);
      const deadline = Date.now() + 20_000;
      while (!readdirSync(backupDir).some((name) => name.startsWith('.partial-')) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 2));
      expect(readdirSync(backupDir).some((name) => name.startsWith('.partial-'))).toBe(true);
      await stopServerProcess(server, 'SIGKILL');

      expect(
        readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz')),
        readdirSync(backupDir).join(),
      ).toEqual([firstFile]);
      // The killed server's file does not count as a running server.
      expect(await findRunningServer(dataDir)).toBeNull();
      const restoredDir = join(root, 'restored');
      await restoreBackup(join(backupDir, firstFile), restoredDir, { force: false });
      const restored = await openDatabase({ dataDir: restoredDir });
      const users = (await restored.db.execute(sql`select email from users`)) as unknown as {
        rows: Array<{ email: string }>;
      };
      await restored.close();
      expect(users.rows.map((row) => row.email)).toEqual([email]);

      server = startServerProcess(port, { DATA_DIR: dataDir, BACKUP_DIR: backupDir, PDF_THREADS: '1' });
      await waitUntilHealthy(port, server);
      expect(readdirSync(backupDir).filter((name) => name.startsWith('.'))).toEqual([]);
      const listed = JSON.parse((await call(port, 'GET', '/api/backups', { token })).body) as Array<{
        file: string;
      }>;
      expect(listed.map((backup) => backup.file)).toEqual([firstFile]);
    } finally {
      await stopServerProcess(server, 'SIGKILL');
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the backups API', () => {
  let test: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'verkstan-backup-api-'));
  });
  afterAll(async () => {
    await test?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('lets only the owner of the first workshop list and make backups, and says when the last one failed', async () => {
    const dataDir = join(root, 'data');
    const database = await openDatabase({ dataDir });
    await database.migrate();
    // BACKUP_DIR inside DATA_DIR: each backup leaves the earlier ones out of itself.
    const backupDir = join(dataDir, 'backups');
    const backups = new BackupService({
      dataDir,
      backupDir,
      whileQuiet: database.embedded!.whileQuiet,
      clock: systemClock,
      log: quiet,
    });
    const app = await buildApp({
      config: testConfig({ registerMaxPerMinute: 1000, loginMaxPerMinute: 1000 }),
      db: database.db,
      webRoot: '/nonexistent',
      backups,
    });
    try {
      const administrator = await createAccount(app);
      const otherOwner = await createAccount(app);
      const admin = as(app, administrator);
      // The profile says who administers the backups, so the overview asks only them (no refused call).
      const administers = async (account: typeof administrator) =>
        (await as(app, account).get('/api/user/profile')).json().user.administersBackups;
      expect(await administers(administrator)).toBe(true);
      expect(await administers(otherOwner)).toBe(false);
      expect((await admin.get('/api/backups/status')).json()).toEqual({
        lastSuccessAt: null,
        lastFailureAt: null,
        lastError: null,
        folder: backupDir,
      });
      expect((await admin.get('/api/backups')).json()).toEqual([]);
      const made = await admin.post('/api/backups');
      expect(made.statusCode).toBe(201);
      const listed = (await admin.get('/api/backups')).json();
      expect(listed).toEqual([made.json()]);
      expect(listed[0].checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(join(backupDir, `${listed[0].file}.sha256`), 'utf8')).toBe(
        `${listed[0].checksum}  ${listed[0].file}\n`,
      );
      expect((await admin.get('/api/backups/status')).json()).toMatchObject({
        lastSuccessAt: made.json().createdAt,
        lastFailureAt: null,
      });
      const second = (await admin.post('/api/backups')).json();
      const listedInside = await listEntries(join(backupDir, second.file));
      expect(listedInside.some((name) => name.startsWith('data/backups'))).toBe(false);
      expect(listedInside).toContain('data/PG_VERSION');

      for (const url of ['/api/backups', '/api/backups/status']) {
        const refused = await as(app, otherOwner).get(url);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toMatch(/administratör/);
      }
      expect((await as(app, otherOwner).post('/api/backups')).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/backups' })).statusCode).toBe(401);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/backups/local',
            headers: { 'x-verkstan-backup-token': 'gissning' },
          })
        ).statusCode,
      ).toBe(404);

      // A backup folder that cannot be written: a failure the owner is shown, never silent.
      rmSync(backupDir, { recursive: true, force: true });
      writeFileSync(backupDir, 'en fil där mappen skulle vara');
      const failed = await admin.post('/api/backups');
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toMatch(/^Säkerhetskopian kunde inte göras/);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 404 with a PostgreSQL server, whose backups are its own business', async () => {
    test = await createTestApp('postgres');
    const administrator = await createAccount(test.app);
    expect((await as(test.app, administrator).get('/api/user/profile')).json().user.administersBackups).toBe(false);
    const answer = await as(test.app, administrator).get('/api/backups');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toMatch(/PostgreSQL-servern/);
    expect((await as(test.app, administrator).post('/api/backups')).statusCode).toBe(404);
  });
});
