import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import tarStream from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupRefused, MANIFEST, RESTORE_DISK_RESERVE_BYTES } from './archive';
import { restoreBackup } from './restore';

/** A tar.gz named as a backup after its own checksum, holding the manifest first and then `files`. */
async function archiveOf(folder: string, files: Array<[name: string, bytes: Buffer]>): Promise<string> {
  const pack = tarStream.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk: unknown) => void chunks.push(chunk as Buffer));
  const done = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  const entries: Array<[string, Buffer]> = [
    [
      MANIFEST,
      Buffer.from(JSON.stringify({ format: 'verkstan-backup', version: 1, createdAt: '2026-11-27T02:00:00Z' })),
    ],
    ...files,
  ];
  for (const [name, bytes] of entries) pack.entry({ name, size: bytes.length }, bytes);
  pack.finalize();
  await done;
  const gzipped = gzipSync(Buffer.concat(chunks));
  const file = join(
    folder,
    `verkstan-20261127T020000Z-${createHash('sha256').update(gzipped).digest('hex').slice(0, 12)}.tar.gz`,
  );
  writeFileSync(file, gzipped);
  return file;
}

/** What PostgreSQL needs to start on a folder, as small as it can be. */
const databaseFiles = (): Array<[string, Buffer]> => [
  ['data/PG_VERSION', Buffer.from('18\n')],
  ['data/global/pg_control', Buffer.alloc(8192)],
  ['data/base/1/PG_VERSION', Buffer.from('18\n')],
  ['data/pg_wal/000000010000000000000001', Buffer.alloc(1024)],
];

describe('a restore checks the archive before it touches anything', () => {
  const root = mkdtempSync(join(tmpdir(), 'verkstan-restore-checks-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses an archive without a database PostgreSQL could start', async () => {
    const target = join(root, 'no-database');
    const onlyVersion = await archiveOf(root, [['data/PG_VERSION', Buffer.from('18\n')]]);
    await expect(restoreBackup(onlyVersion, target, { force: false })).rejects.toThrow(
      /kan inte återställas: arkivet innehåller ingen hel databas/,
    );
    expect(existsSync(target)).toBe(false);
    const noControlFile = await archiveOf(
      root,
      databaseFiles().filter(([name]) => name !== 'data/global/pg_control'),
    );
    await expect(restoreBackup(noControlFile, target, { force: false })).rejects.toThrow(BackupRefused);
    expect(existsSync(target)).toBe(false);
  });

  it('refuses an archive that would unpack to more than the disk has free, and restores it where it fits', async () => {
    const target = join(root, 'too-large');
    // 40 MB of zeros packs to a few tens of kB.
    const file = await archiveOf(root, [...databaseFiles(), ['data/base/1/16384', Buffer.alloc(40 * 1024 * 1024)]]);
    const freeBytes = RESTORE_DISK_RESERVE_BYTES + 10 * 1024 * 1024;
    await expect(restoreBackup(file, target, { force: false, freeBytes })).rejects.toThrow(
      /packas upp till mer än \d+ MB, men disken har bara \d+ MB ledigt/,
    );
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(root).filter((name) => name.includes('restoring') || name.includes('unpacking'))).toEqual([]);
    await restoreBackup(file, target, {
      force: false,
      freeBytes: RESTORE_DISK_RESERVE_BYTES + 100 * 1024 * 1024,
    });
    expect(readdirSync(target).sort()).toEqual(['PG_VERSION', 'base', 'global', 'pg_wal']);
  });
});
