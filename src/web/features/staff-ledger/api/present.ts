import { useQuery } from '@tanstack/react-query';
import type { Present } from '../../../../shared/staff-ledger';
import { apiJson } from '../../../lib/api-client';
import { ledgerKey } from './ledger-key';

/** GET /staff-ledger/present: the inspection view, and whether the caller is checked in. */
export function usePresent() {
  return useQuery({
    queryKey: [...ledgerKey, 'present'],
    queryFn: ({ signal }) => apiJson<Present>('/staff-ledger/present', { signal }),
    staleTime: 15_000,
  });
}
