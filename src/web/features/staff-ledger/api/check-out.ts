import type { CheckOutInput, LedgerEntry } from '../../../../shared/staff-ledger';
import { apiJson } from '../../../lib/api-client';
import { deviceNow, writeOrQueue } from '../../../lib/offline/offline-write';
import { checkOutInPack } from './offline-stamps';
import { useLedgerMutation } from './ledger-key';

const path = '/staff-ledger/check-out';

/** POST /staff-ledger/check-out; one's own at the device's time (`at`), queued without signal. */
export function useCheckOut() {
  return useLedgerMutation((who: CheckOutInput) => {
    if (Object.keys(who).length > 0) return apiJson<LedgerEntry>(path, { method: 'POST', body: who });
    const at = deviceNow();
    const body = { at };
    return writeOrQueue<LedgerEntry>({
      change: { kind: 'checkOut', label: 'Stämplade ut', method: 'POST', path, body },
      send: (key) => apiJson<LedgerEntry>(path, { method: 'POST', body, idempotencyKey: key }),
      local: (pack) => checkOutInPack(pack, at),
    });
  });
}
