import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpPostgres } from './pg-dump';

// pg_dump itself is PostgreSQL's; what is ours is how it is called and what becomes of its file. A
// stand-in on PATH records both (a real pg_dump must match the server's version, which a test's
// throwaway server need not).
describe('npm run backup with a PostgreSQL server', () => {
  let root: string;
  let path: string | undefined;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'verkstan-pg-dump-'));
    path = process.env.PATH;
    const bin = join(root, 'bin');
    rmSync(bin, { recursive: true, force: true });
    mkdirSync(bin);
    writeFileSync(
      join(bin, 'pg_dump'),
      `#!/bin/sh
printf '%s\\n' "$@" > "${root}/args"
env | grep '^PG' | sort > "${root}/env"
if [ "$PGDATABASE" = "trasig" ]; then echo 'pg_dump: error: connection to server failed' >&2; exit 1; fi
while [ "$1" != "--file" ]; do shift; done
printf 'PGDMP custom format' > "$2"
`,
    );
    chmodSync(join(bin, 'pg_dump'), 0o755);
    process.env.PATH = `${bin}:${path}`;
  });
  afterAll(() => {
    process.env.PATH = path;
    rmSync(root, { recursive: true, force: true });
  });

  it("runs pg_dump in custom format with the URL's password in its environment, never on its command line, and names the file after its checksum", async () => {
    const backupDir = join(root, 'backups');
    const made = await dumpPostgres(
      'postgres://verkstan:s%C3%A4kert@db.example:6543/verkstan?sslmode=require',
      backupDir,
      new Date('2026-11-24T01:00:00Z'),
    );
    expect(made.file).toMatch(/^verkstan-20261124T010000Z-[0-9a-f]{12}\.dump$/);
    expect(made.file.slice(-17, -5)).toBe(made.checksum.slice(0, 12));
    expect(readFileSync(join(backupDir, made.file), 'utf8')).toBe('PGDMP custom format');
    expect(readFileSync(join(backupDir, `${made.file}.sha256`), 'utf8')).toBe(`${made.checksum}  ${made.file}\n`);
    const args = readFileSync(join(root, 'args'), 'utf8');
    expect(args).toContain('--format=custom');
    expect(args).not.toContain('säkert');
    expect(args).not.toContain('postgres://');
    const env = readFileSync(join(root, 'env'), 'utf8').split('\n');
    for (const line of [
      'PGPASSWORD=säkert',
      'PGUSER=verkstan',
      'PGHOST=db.example',
      'PGPORT=6543',
      'PGDATABASE=verkstan',
      'PGSSLMODE=require',
    ]) {
      expect(env).toContain(line);
    }
  });

  it('says what went wrong when pg_dump fails, and leaves no half-written file', async () => {
    const backupDir = join(root, 'failed');
    await expect(dumpPostgres('postgres://verkstan@db.example/trasig', backupDir, new Date())).rejects.toThrow(
      /^pg_dump avslutades med kod 1: pg_dump: error: connection to server failed$/,
    );
    expect(readdirSync(backupDir)).toEqual([]);
    process.env.PATH = '/nonexistent';
    try {
      await expect(dumpPostgres('postgres://verkstan@db.example/verkstan', backupDir, new Date())).rejects.toThrow(
        /^pg_dump kunde inte startas/,
      );
    } finally {
      process.env.PATH = `${join(root, 'bin')}:${path}`;
    }
  });

  it('writes the dump and its checksum readable by the server user only, whatever the umask', async () => {
    const umask = process.umask(0o000);
    try {
      const backupDir = join(root, 'private');
      const made = await dumpPostgres(
        'postgres://verkstan@db.example/verkstan',
        backupDir,
        new Date('2026-11-24T02:00:00Z'),
      );
      expect((statSync(backupDir).mode & 0o777).toString(8)).toBe('700');
      expect((statSync(join(backupDir, made.file)).mode & 0o777).toString(8)).toBe('600');
      expect((statSync(join(backupDir, `${made.file}.sha256`)).mode & 0o777).toString(8)).toBe('600');
    } finally {
      process.umask(umask);
    }
  });
});
