import { apiJson } from '../../../lib/api-client';
import { useTeamMutation } from './team-key';

/** DELETE /team/{userId}: ends the member's sessions everywhere. */
export function useRemoveMember() {
  return useTeamMutation((userId: string) => apiJson<void>(`/team/${userId}`, { method: 'DELETE' }));
}
