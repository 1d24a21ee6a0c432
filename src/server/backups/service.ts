import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { PRIVATE_DIR } from '../private-files';
import { join } from 'node:path';
import type { Clock } from '../clock';
import { writeBackupArchive, type BackupFile } from './archive';
import { checksumFileName, parseBackupName } from './backup-names';
import { backupsToRemove } from './retention';
import { readBackupStatus, writeBackupStatus, type BackupStatus } from './status-file';

export type BackupReason = 'nightly' | 'shutdown' | 'manual';

export interface BackupLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BackupServiceOptions {
  dataDir: string;
  backupDir: string;
  /** Holds the running database still while its folder is copied; absent when no server has it open. */
  whileQuiet?: <T>(work: () => Promise<T>) => Promise<T>;
  clock: Clock;
  log: BackupLog;
}

/** The embedded database's backups (DATA.md decision 1): made, kept 14 days + 12 months, listed, their last outcome. */
export class BackupService {
  private running: Promise<BackupFile> | null = null;

  constructor(private readonly options: BackupServiceOptions) {}

  get backupDir(): string {
    return this.options.backupDir;
  }

  /** One backup at a time: a second request while one is being made gets that one. */
  make(reason: BackupReason): Promise<BackupFile> {
    this.running ??= this.makeNow(reason).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async makeNow(reason: BackupReason): Promise<BackupFile> {
    const { dataDir, backupDir, whileQuiet, clock, log } = this.options;
    // The name holds whole seconds; so does what the API says of it.
    const started = new Date(Math.floor(clock().getTime() / 1000) * 1000);
    try {
      await mkdir(backupDir, { recursive: true, mode: PRIVATE_DIR });
      const backup = await writeBackupArchive({ dataDir, backupDir, createdAt: started, whileQuiet });
      await writeBackupStatus(backupDir, { lastSuccessAt: backup.createdAt });
      await this.prune();
      log.info(
        { reason, file: backup.file, bytes: backup.bytes, ms: clock().getTime() - started.getTime() },
        'backup made',
      );
      return backup;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ reason, err: message }, 'backup failed');
      await mkdir(backupDir, { recursive: true, mode: PRIVATE_DIR })
        .then(() => writeBackupStatus(backupDir, { lastFailureAt: clock().toISOString(), lastError: message }))
        .catch(() => undefined);
      throw error;
    }
  }

  private async prune(): Promise<void> {
    const names = (await readdir(this.options.backupDir)).filter((name) => parseBackupName(name)?.format === 'tar.gz');
    for (const name of backupsToRemove(names, this.options.clock())) {
      await rm(join(this.options.backupDir, name), { force: true });
      await rm(join(this.options.backupDir, checksumFileName(name)), { force: true });
    }
  }

  /** Newest first; files being written (temporary names) are not backups yet. */
  async list(): Promise<BackupFile[]> {
    return listBackupFiles(this.options.backupDir);
  }

  status(): Promise<BackupStatus> {
    return readBackupStatus(this.options.backupDir);
  }

  /** What a process killed halfway through a backup left behind. */
  async removeLeftovers(): Promise<void> {
    const names = await readdir(this.options.backupDir).catch(() => [] as string[]);
    for (const name of names) {
      if (name.startsWith('.staging-') || name.startsWith('.partial-'))
        await rm(join(this.options.backupDir, name), { recursive: true, force: true });
    }
  }
}

export async function listBackupFiles(backupDir: string): Promise<BackupFile[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  const backups: BackupFile[] = [];
  for (const name of names) {
    const parsed = parseBackupName(name);
    if (!parsed) continue;
    const size = await stat(join(backupDir, name)).catch(() => null);
    if (!size?.isFile()) continue;
    const recorded = await readFile(join(backupDir, checksumFileName(name)), 'utf8').catch(() => '');
    const checksum = /^[0-9a-f]{64}/.exec(recorded)?.[0] ?? parsed.checksumPrefix;
    backups.push({ file: name, createdAt: parsed.createdAt.toISOString(), bytes: size.size, checksum });
  }
  return backups.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.file.localeCompare(a.file));
}
