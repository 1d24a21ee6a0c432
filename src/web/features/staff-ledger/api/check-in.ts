import type { LedgerEntry } from '../../../../shared/staff-ledger';
import { apiJson } from '../../../lib/api-client';
import { useLedgerMutation } from './ledger-key';

/** Who a check-in is for: oneself (nothing), a member, or a person without a login. */
export type CheckInFor = Record<string, never> | { userId: string } | { name: string; personalNumber: string };

/** POST /staff-ledger/check-in, at the server's time. */
export function useCheckIn() {
  return useLedgerMutation((who: CheckInFor) =>
    apiJson<LedgerEntry>('/staff-ledger/check-in', { method: 'POST', body: who }),
  );
}
