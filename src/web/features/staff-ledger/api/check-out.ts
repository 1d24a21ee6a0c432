import type { CheckOutInput, LedgerEntry } from '../../../../shared/staff-ledger';
import { apiJson } from '../../../lib/api-client';
import { useLedgerMutation } from './ledger-key';

/** POST /staff-ledger/check-out. */
export function useCheckOut() {
  return useLedgerMutation((who: CheckOutInput) =>
    apiJson<LedgerEntry>('/staff-ledger/check-out', { method: 'POST', body: who }),
  );
}
