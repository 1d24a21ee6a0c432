import { randomUUID } from 'node:crypto';
import { readdir, rename, rmdir } from 'node:fs/promises';
import { BackupRefused, extractBackupArchive, verifyBackupArchive } from './archive';
import { findRunningServer } from './server-file';

const stampOf = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

export interface RestoreResult {
  /** Where the folder that was there went (only with --force). */
  movedAside: string | null;
}

/**
 * `npm run restore -- FILE [--force]` (DATA.md decision 2): the whole file is checked first; an empty or
 * missing DATA_DIR is filled, a non-empty one only with force, after it is renamed aside.
 */
export async function restoreBackup(file: string, dataDir: string, { force, now = new Date() }: { force: boolean; now?: Date }): Promise<RestoreResult> {
  await verifyBackupArchive(file);
  if (await findRunningServer(dataDir)) {
    throw new BackupRefused(`Verkstan körs på ${dataDir}. Stoppa servern först; ingenting har ändrats.`);
  }
  const existing = await readdir(dataDir).catch(() => null);
  let movedAside: string | null = null;
  // The new folder is unpacked beside the old one first, so that a full disk fails before the old one moves.
  const unpacked = `${dataDir}.restoring-${randomUUID()}`;
  if (existing !== null && existing.length > 0 && !force) {
    throw new BackupRefused(`${dataDir} är inte tom. Lägg till --force för att flytta den åt sidan och återställa ändå; ingenting har ändrats.`);
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
