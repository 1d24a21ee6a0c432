import type { User } from '../../../shared/auth';
import { apiJson } from '../../lib/api-client';

/** GET /user/profile with the stored token: who is signed in, or a 401 when the session is gone. */
export async function fetchSessionUser(): Promise<User> {
  const { user } = await apiJson<{ user: User }>('/user/profile', { isSessionCheck: true });
  return user;
}
