import { useQuery } from '@tanstack/react-query';
import type { Present } from '../../../../shared/staff-ledger';
import { apiJson } from '../../../lib/api-client';
import { orFromPack } from '../../../lib/offline/pack-fallback';
import { presentFromPack } from './offline-stamps';
import { ledgerKey } from './ledger-key';

/** GET /staff-ledger/present: the inspection view, and whether the caller is checked in (offline: the pack's). */
export function usePresent() {
  return useQuery({
    queryKey: [...ledgerKey, 'present'],
    queryFn: ({ signal }) => orFromPack(() => apiJson<Present>('/staff-ledger/present', { signal }), presentFromPack),
    staleTime: 15_000,
  });
}
