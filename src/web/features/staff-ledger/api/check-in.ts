import type { LedgerEntry } from '../../../../shared/staff-ledger';
import { apiJson } from '../../../lib/api-client';
import { deviceNow, writeOrQueue } from '../../../lib/offline/offline-write';
import { checkInInPack } from './offline-stamps';
import { useLedgerMutation } from './ledger-key';

/** Who a check-in is for: oneself (nothing), a member, or a person without a login. */
export type CheckInFor = Record<string, never> | { userId: string } | { name: string; personalNumber: string };

const path = '/staff-ledger/check-in';

/**
 * POST /staff-ledger/check-in. One's own carries the device's time (`at`) and waits in the queue
 * without signal; checking in someone else is the office's, online only.
 */
export function useCheckIn() {
  return useLedgerMutation((who: CheckInFor) => {
    if (Object.keys(who).length > 0) return apiJson<LedgerEntry>(path, { method: 'POST', body: who });
    const at = deviceNow();
    const body = { at };
    return writeOrQueue<LedgerEntry>({
      change: { kind: 'checkIn', label: 'Stämplade in', method: 'POST', path, body },
      send: (key) => apiJson<LedgerEntry>(path, { method: 'POST', body, idempotencyKey: key }),
      local: (pack) => checkInInPack(pack, at),
    });
  });
}
