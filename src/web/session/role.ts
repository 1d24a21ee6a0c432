import type { User } from '../../shared/auth';
import { roleMay, type Access } from '../../shared/roles';
import { useSession } from './session-context';

/** Where a person lands after signing in: a mechanic on their jobs, everyone else on the overview. */
export function startPageOf(user: Pick<User, 'role'> | null | undefined): string {
  return user?.role === 'mechanic' ? '/my-jobs' : '/dashboard';
}

/**
 * Whether the signed-in person's role allows what the server would allow (shared/roles.ts): screens
 * hide what the role cannot use; the server refuses it anyway. A user stored before roles existed
 * was a workshop's only user, its owner.
 */
export function useMay(access: Access): boolean {
  const { user } = useSession();
  return user ? roleMay(user.role ?? 'owner', access) : false;
}
