import { apiJson } from '../../../lib/api-client';
import { useTeamMutation } from './team-key';

/** DELETE /team/invitations/{id}: the link stops working at once. */
export function useRevokeInvitation() {
  return useTeamMutation((id: string) => apiJson<void>(`/team/invitations/${id}`, { method: 'DELETE' }));
}
