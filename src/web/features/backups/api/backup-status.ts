import { useQuery } from '@tanstack/react-query';
import type { BackupStatusAnswer } from '../../../../shared/backups';
import { apiJson } from '../../../lib/api-client';
import { backupsKey } from './keys';

/** GET /backups/status: when the last backup succeeded and failed, and the folder they are in. */
export function useBackupStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...backupsKey, 'status'],
    queryFn: ({ signal }) => apiJson<BackupStatusAnswer>('/backups/status', { signal }),
    enabled,
  });
}
