import type { Member } from '../../../../shared/team';
import { apiJson } from '../../../lib/api-client';
import { useTeamMutation } from './team-key';

/** PUT /team/{userId}: a member's personnummer, for the staff ledger (owner); blank clears it. */
export function useSetPersonalNumber() {
  return useTeamMutation(({ userId, personalNumber }: { userId: string; personalNumber: string }) =>
    apiJson<Member>(`/team/${userId}`, { method: 'PUT', body: { personalNumber } }),
  );
}
