import type { RegisterInput, User } from '../../../../shared/auth';
import { apiJson } from '../../../lib/api-client';

/** POST /auth/register: the new workshop's owner, and a token when the server signs them in at once. */
export function register(values: RegisterInput) {
  return apiJson<{ token?: string; user: User }>('/auth/register', {
    method: 'POST',
    body: values,
    isPublic: true,
  });
}
