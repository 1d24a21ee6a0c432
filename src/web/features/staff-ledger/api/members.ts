import { useQuery } from '@tanstack/react-query';
import type { Member } from '../../../../shared/team';
import { apiJson } from '../../../lib/api-client';

/** GET /team: whom the owner or office can check in (a mechanic reads no team). */
export function useLedgerMembers(isEnabled: boolean) {
  return useQuery({
    queryKey: ['staff-ledger-members'],
    queryFn: ({ signal }) => apiJson<Member[]>('/team', { signal }),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}
