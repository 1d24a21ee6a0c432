import { apiJson } from '../../../lib/api-client';

/** POST /customers/import with the file as it is; `dryRun` checks it and writes nothing. */
export function importCustomersFile(file: Blob, isDryRun: boolean) {
  return apiJson<{ created: number }>(`/customers/import${isDryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    file: { data: file, contentType: 'text/csv' },
  });
}
