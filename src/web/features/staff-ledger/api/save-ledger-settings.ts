import type { LedgerSettings } from '../../../../shared/staff-ledger';
import { apiJson } from '../../../lib/api-client';
import { useLedgerMutation } from './ledger-key';

/** PUT /staff-ledger/settings (owner). */
export function useSaveLedgerSettings() {
  return useLedgerMutation((settings: LedgerSettings) =>
    apiJson<LedgerSettings>('/staff-ledger/settings', { method: 'PUT', body: settings }),
  );
}
