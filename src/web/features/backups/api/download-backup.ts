import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';

/** GET /backups/{file}: the backup itself, to keep on another disk. */
export function useDownloadBackup() {
  return useMutation({
    mutationFn: (file: string) => downloadFile(`/backups/${encodeURIComponent(file)}`, file, 'application/gzip'),
  });
}
