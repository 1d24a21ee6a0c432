import { useQuery } from '@tanstack/react-query';
import type { Member } from '../../../../shared/team';
import { apiJson } from '../../../lib/api-client';
import { teamKey } from './team-key';

/** GET /team: the members, in name order. */
export function useTeam() {
  return useQuery({
    queryKey: [...teamKey, 'members'],
    queryFn: ({ signal }) => apiJson<Member[]>('/team', { signal }),
  });
}
