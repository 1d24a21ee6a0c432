import type { LoginInput, User } from '../../../../shared/auth';
import { apiJson } from '../../../lib/api-client';

/** POST /auth/login: a session token and the user, or the server's Swedish message. */
export function logIn(values: LoginInput) {
  return apiJson<{ token: string; user: User }>('/auth/login', {
    method: 'POST',
    body: values,
    isPublic: true,
  });
}
