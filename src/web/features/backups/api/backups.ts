import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupFile, BackupStatusAnswer } from '../../../../shared/backups';
import { apiJson, downloadFile } from '../../../lib/api-client';
import { swedishDate } from '../../../../shared/dates';

const backupsKey = ['backups'] as const;

/** GET /backups (the installation's administrator): newest first; 403 for other owners, 404 with a PostgreSQL server. */
export function useBackups() {
  return useQuery({
    queryKey: [...backupsKey, 'list'],
    queryFn: ({ signal }) => apiJson<BackupFile[]>('/backups', { signal }),
  });
}

/** GET /backups/status: when the last backup succeeded and failed, and the folder they are in. */
export function useBackupStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...backupsKey, 'status'],
    queryFn: ({ signal }) => apiJson<BackupStatusAnswer>('/backups/status', { signal }),
    enabled,
  });
}

/** GET /backups/{file}: the backup itself, to keep on another disk. */
export function useDownloadBackup() {
  return useMutation({
    mutationFn: (file: string) => downloadFile(`/backups/${encodeURIComponent(file)}`, file, 'application/gzip'),
  });
}

/** POST /backups: one now. */
export function useMakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<BackupFile>('/backups', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}

/** GET /export/workshop (owner): the whole workshop as one ZIP. */
export function useExportWorkshop() {
  return useMutation({
    mutationFn: () => downloadFile('/export/workshop', `verkstan-export-${swedishDate()}.zip`, 'application/zip'),
  });
}
