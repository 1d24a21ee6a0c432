import type { ImportResult } from '../../../../shared/bank-files';
import { apiJson } from '../../../lib/api-client';
import { usePaymentsMutation } from './payments-key';

/** POST /payments/import with the bank's file as it came; `isDryRun` checks and matches without booking. */
export function importBankFile(file: Blob, isDryRun: boolean) {
  return apiJson<ImportResult>(`/payments/import${isDryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    file: { data: file, contentType: file.type || 'application/octet-stream' },
  });
}

/** Books the file: what matched as payments, the rest to the unmatched list. */
export function useImportBankFile() {
  return usePaymentsMutation((file: Blob) => importBankFile(file, false));
}
