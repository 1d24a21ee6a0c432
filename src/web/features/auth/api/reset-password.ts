import { apiJson } from '../../../lib/api-client';

/** POST /auth/password-reset/{token}: the new password; every session of the person ends. */
export function resetPassword(token: string, password: string) {
  return apiJson<void>(`/auth/password-reset/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
    isPublic: true,
  });
}
