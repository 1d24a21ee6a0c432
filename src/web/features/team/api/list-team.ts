import { useQuery } from '@tanstack/react-query';
import type { Invitation, Member } from '../../../../shared/team';
import { apiJson } from '../../../lib/api-client';
import { teamKey } from './team-key';

/** GET /team: the members, in name order. */
export function useTeam() {
  return useQuery({
    queryKey: [...teamKey, 'members'],
    queryFn: ({ signal }) => apiJson<Member[]>('/team', { signal }),
  });
}

/** GET /team/invitations: the open invitations (owners only). */
export function useInvitations(isOwner: boolean) {
  return useQuery({
    queryKey: [...teamKey, 'invitations'],
    queryFn: ({ signal }) => apiJson<Invitation[]>('/team/invitations', { signal }),
    enabled: isOwner,
  });
}
