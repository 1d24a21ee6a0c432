import { useQuery } from '@tanstack/react-query';
import type { CorrectionInput, LedgerEntry, LedgerSettings } from '../../../../shared/staff-ledger';
import { MAX_PAGE_SIZE } from '../../../../shared/validation';
import { apiJson, downloadFile } from '../../../lib/api-client';
import { ledgerKey, useLedgerMutation } from './ledger-key';

/** The most shifts a day's page shows (the API's largest page); a day of a workshop has far fewer. */
const DAY_LIMIT = MAX_PAGE_SIZE;

/** GET /staff-ledger?from=&to=: shifts begun on these days, with their corrections. */
export function useLedger(from: string, to: string) {
  return useQuery({
    queryKey: [...ledgerKey, 'period', from, to],
    queryFn: ({ signal }) =>
      apiJson<LedgerEntry[]>(`/staff-ledger?from=${from}&to=${to}&limit=${DAY_LIMIT}`, { signal }),
  });
}

/** POST /staff-ledger/{id}/corrections: new times and why; the original stays. */
export function useCorrect() {
  return useLedgerMutation(({ id, input }: { id: string; input: CorrectionInput }) =>
    apiJson<LedgerEntry>(`/staff-ledger/${id}/corrections`, { method: 'POST', body: input }),
  );
}

/** PUT /staff-ledger/settings (owner). */
export function useSaveLedgerSettings() {
  return useLedgerMutation((settings: LedgerSettings) =>
    apiJson<LedgerSettings>('/staff-ledger/settings', { method: 'PUT', body: settings }),
  );
}

/** GET /staff-ledger/pdf: the period printed, downloaded. */
export function downloadLedgerPdf(from: string, to: string): Promise<void> {
  return downloadFile(
    `/staff-ledger/pdf?from=${from}&to=${to}`,
    from === to ? `personalliggare-${from}.pdf` : `personalliggare-${from}-${to}.pdf`,
    'application/pdf',
  );
}
