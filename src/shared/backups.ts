import { z } from 'zod';

/** One backup file (GET /backups, DATA.md). */
export const backupFileSchema = z.object({
  file: z.string().describe('Filens namn: verkstan-{UTC-tid}-{kontrollsumma}.tar.gz'),
  createdAt: z.string().describe('När den gjordes (ISO 8601)'),
  bytes: z.number().int().describe('Filens storlek i byte'),
  checksum: z.string().describe('SHA-256, hex'),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

export const backupStatusSchema = z.object({
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** GET /backups/status: the status and the folder the backups are written to, which the card names. */
export const backupStatusAnswerSchema = backupStatusSchema.extend({
  folder: z.string().describe('Mappen med säkerhetskopior (BACKUP_DIR), som den ska kopieras därifrån'),
});
export type BackupStatusAnswer = z.infer<typeof backupStatusAnswerSchema>;

/** Older than this, the overview warns the administrator (DATA.md: "older than two days"). */
export const BACKUP_WARNING_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/** Whether the overview should warn: the last backup failed, or the newest is older than two days. */
export function backupNeedsAttention(status: BackupStatus, now: Date): boolean {
  const success = status.lastSuccessAt ? Date.parse(status.lastSuccessAt) : null;
  const failure = status.lastFailureAt ? Date.parse(status.lastFailureAt) : null;
  if (failure !== null && (success === null || failure > success)) return true;
  return success === null || now.getTime() - success > BACKUP_WARNING_AFTER_MS;
}
