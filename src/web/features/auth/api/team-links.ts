import type { User } from '../../../../shared/auth';
import type { InvitationAccept } from '../../../../shared/team';
import type { Role } from '../../../../shared/roles';
import { apiJson } from '../../../lib/api-client';

/** GET /auth/invitations/{token}: which workshop and role the link is for. */
export function previewInvitation(token: string, signal?: AbortSignal) {
  return apiJson<{ email: string; workshopName: string; role: Role }>(
    `/auth/invitations/${encodeURIComponent(token)}`,
    { isPublic: true, signal },
  );
}

/** POST /auth/invitations/{token}/accept: the account is made and signed in. */
export function acceptInvitation(token: string, values: InvitationAccept) {
  return apiJson<{ token: string; user: User }>(`/auth/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body: values,
    isPublic: true,
  });
}

/** POST /auth/password-reset: the same answer whether the address has an account or not. */
export function requestPasswordReset(email: string) {
  return apiJson<{ message: string }>('/auth/password-reset', {
    method: 'POST',
    body: { email },
    isPublic: true,
  });
}

/** POST /auth/password-reset/{token}: the new password; every session of the person ends. */
export function resetPassword(token: string, password: string) {
  return apiJson<void>(`/auth/password-reset/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
    isPublic: true,
  });
}
