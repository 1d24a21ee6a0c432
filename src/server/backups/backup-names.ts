/** verkstan-20261124T010000Z-0123456789ab.tar.gz (DATA.md decision 1); pg_dump's custom format ends in .dump. */
const BACKUP_NAME = /^verkstan-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-([0-9a-f]{12})\.(tar\.gz|dump)$/;

export type BackupFormat = 'tar.gz' | 'dump';

export interface BackupName {
  createdAt: Date;
  /** The first 12 hex digits of the file's SHA-256. */
  checksumPrefix: string;
  format: BackupFormat;
}

export function backupFileName(createdAt: Date, sha256: string, format: BackupFormat = 'tar.gz'): string {
  const stamp = createdAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `verkstan-${stamp}-${sha256.slice(0, 12)}.${format}`;
}

/** The name's time and checksum; null for any other file (a temporary one included). */
export function parseBackupName(name: string): BackupName | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, checksumPrefix, format] = match;
  const createdAt = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  if (Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, checksumPrefix: checksumPrefix!, format: format as BackupFormat };
}

/** The checksum file beside a backup, in sha256sum's format (`sha256sum -c` checks it). */
export const checksumFileName = (backupName: string) => `${backupName}.sha256`;
