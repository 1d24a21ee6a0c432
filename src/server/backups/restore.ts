import { randomUUID } from 'node:crypto';
import { readdir, rename, rmdir, statfs } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { BackupRefused, extractBackupArchive, verifyBackupArchive } from './archive';
import { findRunningServer } from './server-file';

const stampOf = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** Bytes an unprivileged process may still write on the disk that holds `folder` (or its nearest existing parent). */
async function freeBytesAt(folder: string): Promise<number> {
  for (let at = folder; ; at = dirname(at)) {
    const disk = await statfs(at).catch(() => null);
    if (disk) return disk.bavail * disk.bsize;
    if (dirname(at) === at) return Number.POSITIVE_INFINITY;
  }
}

export interface RestoreResult {
  /** Where the folder that was there went (only with --force). */
  movedAside: string | null;
}

/**
 * `npm run restore -- FILE [--force]` (DATA.md decision 2): the whole file is checked first; an empty or
 * missing DATA_DIR is filled, a non-empty one only with force, after it is renamed aside.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  {
    force,
    now = new Date(),
    freeBytes,
  }: { force: boolean; now?: Date; /** Tests fix what the disk has free. */ freeBytes?: number },
): Promise<RestoreResult> {
  // The new folder is unpacked beside DATA_DIR: what that disk has free bounds what the archive may unpack to.
  await verifyBackupArchive(file, { freeBytes: freeBytes ?? (await freeBytesAt(dirname(resolve(dataDir)))) });
  if (await findRunningServer(dataDir)) {
    throw new BackupRefused(`Verkstan körs på ${dataDir}. Stoppa servern först; ingenting har ändrats.`);
  }
  const existing = await readdir(dataDir).catch(() => null);
  let movedAside: string | null = null;
  // Unpacked beside the old folder first, so that anything that fails does so before the old one moves.
  const unpacked = `${dataDir}.restoring-${randomUUID()}`;
  if (existing !== null && existing.length > 0 && !force) {
    throw new BackupRefused(
      `${dataDir} är inte tom. Lägg till --force för att flytta den åt sidan och återställa ändå; ingenting har ändrats.`,
    );
  }
  await extractBackupArchive(file, unpacked);
  if (existing !== null && existing.length > 0) {
    movedAside = `${dataDir}.before-restore-${stampOf(now)}`;
    await rename(dataDir, movedAside);
  } else if (existing !== null) {
    await rmdir(dataDir);
  }
  await rename(unpacked, dataDir);
  return { movedAside };
}
