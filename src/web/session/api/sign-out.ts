import { apiJson } from '../../lib/api-client';

/** POST /auth/logout: the server forgets the session. */
export function signOutOnServer(): Promise<unknown> {
  return apiJson('/auth/logout', { method: 'POST', body: {} });
}
