import type { User } from '../../../../shared/auth';
import { apiJson } from '../../../lib/api-client';

/**
 * PUT /user/profile with one's own personnummer, asked for where the staff ledger needs it (the
 * check-in) instead of seven taps away in the profile. The names are sent back as they are: the
 * call changes nothing else. The server checks the number (a Swedish message when it is not one).
 */
export async function saveOwnPersonalNumber(user: User, personalNumber: string): Promise<User> {
  const { user: updated } = await apiJson<{ user: User }>('/user/profile', {
    method: 'PUT',
    body: { name: user.name, companyName: user.companyName, personalNumber },
  });
  return updated;
}
