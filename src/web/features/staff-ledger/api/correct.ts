import type { CorrectionInput, LedgerEntry } from '../../../../shared/staff-ledger';
import { apiJson } from '../../../lib/api-client';
import { useLedgerMutation } from './ledger-key';

/** POST /staff-ledger/{id}/corrections: new times and why; the original stays. */
export function useCorrect() {
  return useLedgerMutation(({ id, input }: { id: string; input: CorrectionInput }) =>
    apiJson<LedgerEntry>(`/staff-ledger/${id}/corrections`, { method: 'POST', body: input }),
  );
}
