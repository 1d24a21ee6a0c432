import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '../../../../shared/team';
import { apiJson } from '../../../lib/api-client';
import { teamKey } from './team-key';

/** GET /team/invitations: the open invitations (owners only). */
export function useInvitations(isOwner: boolean) {
  return useQuery({
    queryKey: [...teamKey, 'invitations'],
    queryFn: ({ signal }) => apiJson<Invitation[]>('/team/invitations', { signal }),
    enabled: isOwner,
  });
}
