import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupFile } from '../../../../shared/backups';
import { apiJson } from '../../../lib/api-client';
import { backupsKey } from './keys';

/** POST /backups: one now. */
export function useMakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<BackupFile>('/backups', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
}
