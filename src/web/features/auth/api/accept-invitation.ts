import type { User } from '../../../../shared/auth';
import type { InvitationAccept } from '../../../../shared/team';
import { apiJson } from '../../../lib/api-client';

/** POST /auth/invitations/{token}/accept: the account is made and signed in. */
export function acceptInvitation(token: string, values: InvitationAccept) {
  return apiJson<{ token: string; user: User }>(`/auth/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body: values,
    isPublic: true,
  });
}
