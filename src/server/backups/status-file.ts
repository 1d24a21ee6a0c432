import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { PRIVATE_FILE } from '../private-files';
import { join } from 'node:path';

/** GET /backups/status: each null when there has been none. */
export interface BackupStatus {
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
}

const STATUS_FILE = 'verkstan-backup-status.json';

const none: BackupStatus = { lastSuccessAt: null, lastFailureAt: null, lastError: null };

/** Kept beside the backups, so that a failure is still shown after a restart (and by `npm run backup`). */
export async function readBackupStatus(backupDir: string): Promise<BackupStatus> {
  try {
    const stored = JSON.parse(await readFile(join(backupDir, STATUS_FILE), 'utf8')) as Partial<BackupStatus>;
    return {
      lastSuccessAt: typeof stored.lastSuccessAt === 'string' ? stored.lastSuccessAt : null,
      lastFailureAt: typeof stored.lastFailureAt === 'string' ? stored.lastFailureAt : null,
      lastError: typeof stored.lastError === 'string' ? stored.lastError : null,
    };
  } catch {
    return none;
  }
}

export async function writeBackupStatus(backupDir: string, change: Partial<BackupStatus>): Promise<BackupStatus> {
  const status = { ...(await readBackupStatus(backupDir)), ...change };
  const partial = join(backupDir, `.${STATUS_FILE}.${randomUUID()}`);
  await writeFile(partial, JSON.stringify(status), { mode: PRIVATE_FILE });
  await rename(partial, join(backupDir, STATUS_FILE));
  return status;
}
