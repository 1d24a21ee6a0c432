import { useQuery } from '@tanstack/react-query';
import type { LedgerEntry } from '../../../../shared/staff-ledger';
import { MAX_PAGE_SIZE } from '../../../../shared/validation';
import { apiJson } from '../../../lib/api-client';
import { ledgerKey } from './ledger-key';

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
