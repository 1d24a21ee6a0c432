import type { Invitation, InvitationCreate, Member } from '../../../../shared/team';
import type { Role } from '../../../../shared/roles';
import { apiJson } from '../../../lib/api-client';
import { useTeamMutation } from './team-key';

/** POST /team/invitations: the answer carries the link, shown this once. */
export function useInvite() {
  return useTeamMutation((input: InvitationCreate) =>
    apiJson<Invitation>('/team/invitations', { method: 'POST', body: input }),
  );
}

/** DELETE /team/invitations/{id}: the link stops working at once. */
export function useRevokeInvitation() {
  return useTeamMutation((id: string) => apiJson<void>(`/team/invitations/${id}`, { method: 'DELETE' }));
}

/** PUT /team/{userId}: a member's role. */
export function useChangeRole() {
  return useTeamMutation(({ userId, role }: { userId: string; role: Role }) =>
    apiJson<Member>(`/team/${userId}`, { method: 'PUT', body: { role } }),
  );
}

/** DELETE /team/{userId}: ends the member's sessions everywhere. */
export function useRemoveMember() {
  return useTeamMutation((userId: string) => apiJson<void>(`/team/${userId}`, { method: 'DELETE' }));
}

/** PUT /team/{userId}: a member's personnummer, for the staff ledger (owner); blank clears it. */
export function useSetPersonalNumber() {
  return useTeamMutation(({ userId, personalNumber }: { userId: string; personalNumber: string }) =>
    apiJson<Member>(`/team/${userId}`, { method: 'PUT', body: { personalNumber } }),
  );
}
