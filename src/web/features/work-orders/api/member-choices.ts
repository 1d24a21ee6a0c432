import { useQuery } from '@tanstack/react-query';
import type { Member } from '../../../../shared/team';
import { apiJson } from '../../../lib/api-client';

/** GET /team: who can be put on a job (the office reads the team; a mechanic does not). */
export function useMemberChoices(isEnabled: boolean) {
  return useQuery({
    queryKey: ['work-orders', 'members'],
    queryFn: ({ signal }) => apiJson<Member[]>('/team', { signal }),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}
