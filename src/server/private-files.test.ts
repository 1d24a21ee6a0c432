import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePrivate } from './private-files';
import { freePort } from './test/free-port';
import { call, startServerProcess, stopServerProcess, waitUntilHealthy } from './test/server-process';

// What the file system refuses, by path: another user's file, a CIFS or NFS mount, a folder PGlite
// removed between its listing and ours. Only this process's calls are refused, not the server's below.
const refused = vi.hoisted(() => ({ chmod: new Map<string, string>(), readdir: new Map<string, string>() }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const refuse = (code: string | undefined) => {
    if (code) throw Object.assign(new Error(`${code}: refused`), { code });
  };
  return {
    ...actual,
    chmod: async (...args: Parameters<typeof actual.chmod>) => {
      refuse(refused.chmod.get(String(args[0])));
      return actual.chmod(...args);
    },
    readdir: async (...args: Parameters<typeof actual.readdir>) => {
      refuse(refused.readdir.get(String(args[0])));
      return actual.readdir(...(args as [string, { withFileTypes: true }]));
    },
  };
});

/** Every file and folder under `root` that someone other than its owner may read, write or enter, with its mode. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const walk = (path: string) => {
    const entry = lstatSync(path);
    if (entry.isSymbolicLink()) return;
    if ((entry.mode & 0o077) !== 0) open.push(`${relative(root, path) || '.'} ${(entry.mode & 0o777).toString(8)}`);
    if (entry.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return open;
}

describe('the files a server writes, started with a permissive umask', () => {
  let root: string;
  let umask: number;
  beforeAll(() => {
    // As a service manager or a shell with umask 000 would start it; the server process inherits this.
    umask = process.umask(0o000);
    root = mkdtempSync(join(tmpdir(), 'verkstan-modes-'));
  });
  afterAll(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps the database, backups and mails readable by the server user only, also what was there before', async () => {
    const dataDir = join(root, 'data');
    const backupDir = join(root, 'backups');
    const outboxDir = join(root, 'outbox');
    // What an earlier version left: a world-readable backup and mail in world-readable folders.
    mkdirSync(backupDir, { mode: 0o755 });
    mkdirSync(outboxDir, { mode: 0o777 });
    writeFileSync(join(backupDir, 'verkstan-20261101T010000Z-0123456789ab.tar.gz'), 'gammal', {
      mode: 0o644,
    });
    writeFileSync(join(outboxDir, '2026-11-01T01-00-00-000Z-gammal.eml'), 'Subject: gammal\n\nHej', {
      mode: 0o666,
    });
    // Something of the operator's below the mail folder is theirs: not touched.
    mkdirSync(join(outboxDir, 'arkiv'), { mode: 0o755 });

    const port = await freePort();
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, MAIL_OUTBOX_DIR: outboxDir, PDF_THREADS: '1' };
    const server = startServerProcess(port, env);
    try {
      await waitUntilHealthy(port, server);
      const email = `agare-${Date.now()}@verkstad.se`;
      const password = 'hemligt-lösen-123';
      await call(port, 'POST', '/api/auth/register', {
        payload: { email, password, firstName: 'Anna', lastName: 'Svensson', companyName: 'Läget AB' },
      });
      const token = JSON.parse((await call(port, 'POST', '/api/auth/login', { payload: { email, password } })).body)
        .token as string;
      expect(
        (
          await call(port, 'POST', '/api/team/invitations', {
            token,
            payload: { email: 'ny@verkstad.se', role: 'mechanic' },
          })
        ).status,
      ).toBe(201);
      expect((await call(port, 'POST', '/api/backups', { token })).status).toBe(201);
      for (
        let tries = 0;
        readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).length < 2 && tries < 100;
        tries++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(readdirSync(outboxDir).filter((name) => name.endsWith('.eml'))).toHaveLength(2);
      expect(openToOthers(root).filter((path) => !path.startsWith('outbox/arkiv') && path !== '. 777')).toEqual([]);
    } finally {
      await stopServerProcess(server);
    }
    // And after the shutdown, with the database closed.
    expect(openToOthers(root).filter((path) => path !== '. 777')).toEqual(['outbox/arkiv 755']);
  }, 120_000);
});

describe('a backup or mail folder with files the server may not change', () => {
  it('warns of each by path, makes the rest private and lets the server start', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'verkstan-refused-'));
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const path = (name: string) => join(folder, name);
      writeFileSync(path('var.eml'), 'Hej', { mode: 0o644 });
      writeFileSync(path('annans.tar.gz'), 'x', { mode: 0o644 });
      writeFileSync(path('cifs.eml'), 'x', { mode: 0o644 });
      mkdirSync(path('tmp'), { mode: 0o755 });
      refused.chmod.set(path('annans.tar.gz'), 'EPERM');
      refused.chmod.set(path('cifs.eml'), 'ENOTSUP');
      refused.readdir.set(path('tmp'), 'ENOENT');

      await expect(makePrivate(folder)).resolves.toBeUndefined();
      expect(lstatSync(path('var.eml')).mode & 0o777).toBe(0o600);
      const logged = warnings.mock.calls.map(
        (call) => JSON.parse(String(call[0])) as { level: number; path: string; code: string },
      );
      expect(logged).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ level: 40, path: path('annans.tar.gz'), code: 'EPERM' }),
          expect.objectContaining({ level: 40, path: path('cifs.eml'), code: 'ENOTSUP' }),
        ]),
      );
      expect(logged).toHaveLength(2);
    } finally {
      warnings.mockRestore();
      refused.chmod.clear();
      refused.readdir.clear();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
