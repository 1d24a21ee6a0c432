import type { ProfileUpdate, User } from '../../../../shared/auth';
import { apiJson } from '../../../lib/api-client';

/** PUT /user/profile: the person's and the workshop's names, changed together. */
export async function updateProfile(values: ProfileUpdate): Promise<User> {
  const { user } = await apiJson<{ user: User }>('/user/profile', { method: 'PUT', body: values });
  return user;
}
