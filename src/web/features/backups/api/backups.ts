import { useQuery } from '@tanstack/react-query';
import type { BackupFile } from '../../../../shared/backups';
import { apiJson } from '../../../lib/api-client';
import { backupsKey } from './keys';

/** GET /backups (the installation's administrator): newest first; 403 for other owners, 404 with a PostgreSQL server. */
export function useBackups() {
  return useQuery({
    queryKey: [...backupsKey, 'list'],
    queryFn: ({ signal }) => apiJson<BackupFile[]>('/backups', { signal }),
  });
}
