import type { Member } from '../../../../shared/team';
import type { Role } from '../../../../shared/roles';
import { apiJson } from '../../../lib/api-client';
import { useTeamMutation } from './team-key';

/** PUT /team/{userId}: a member's role. */
export function useChangeRole() {
  return useTeamMutation(({ userId, role }: { userId: string; role: Role }) =>
    apiJson<Member>(`/team/${userId}`, { method: 'PUT', body: { role } }),
  );
}
