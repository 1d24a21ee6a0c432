import type { Invitation, InvitationCreate } from '../../../../shared/team';
import { apiJson } from '../../../lib/api-client';
import { useTeamMutation } from './team-key';

/** POST /team/invitations: the answer carries the link, shown this once. */
export function useInvite() {
  return useTeamMutation((input: InvitationCreate) =>
    apiJson<Invitation>('/team/invitations', { method: 'POST', body: input }),
  );
}
