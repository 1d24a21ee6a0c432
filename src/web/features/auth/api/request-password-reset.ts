import { apiJson } from '../../../lib/api-client';

/** POST /auth/password-reset: the same answer whether the address has an account or not. */
export function requestPasswordReset(email: string) {
  return apiJson<{ message: string }>('/auth/password-reset', {
    method: 'POST',
    body: { email },
    isPublic: true,
  });
}
