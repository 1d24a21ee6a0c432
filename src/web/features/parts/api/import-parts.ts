import { apiJson } from '../../../lib/api-client';

/** POST /parts/import with the file as it is; `dryRun` checks it and writes nothing. */
export function importPartsFile(file: Blob, isDryRun: boolean) {
  return apiJson<{ created: number; updated: number }>(`/parts/import${isDryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    file: { data: file, contentType: 'text/csv' },
  });
}
