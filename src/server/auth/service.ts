import type { LoginInput, RegisterInput, User } from '../../shared/auth';
import type { Database } from '../db/client';
import { emailTaken, wrongCredentials } from './errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { insertOrganisation } from '../organisations/service';
import * as repository from './repository';
import { insertUser } from './members';
import type { SessionCache, SessionUser } from '../cache/session-cache';
import { createSessionToken, hashToken, SESSION_DAYS } from './tokens';

// What the features above read of this one (docs/decisions/008: another feature's service is its public face).
export {
  countMembers,
  findMember,
  insertUser,
  isEmailTaken,
  listMembers,
  lockOwners,
  markRemoved,
  memberIdsAmong,
  updatePersonalNumber,
  updateRole,
  updateUserName,
  userExists,
} from './members';
export { isActiveMember, memberNamesQuery, userNameOf } from './member-sql';
export type { UserRow } from './members';
/** A team invitation is a token of a session's shape, and its acceptance sets a password as registering does. */
export { createSessionToken, hashToken, isWellFormedToken } from './tokens';
export { hashPassword } from './passwords';
/** The attempts counter the team's invitation routes share with login and registration. */
export { RateLimit } from './rate-limit';

export function toUser(row: SessionUser): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    workshopName: row.companyName ?? '',
    role: row.role,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Creates the workshop and its owner in one transaction (docs/product.md, Workshops and users). */
export async function register(db: Database, input: RegisterInput): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const name = `${input.firstName} ${input.lastName}`;
  return db.transaction(async (tx) => {
    const organisation = await insertOrganisation(tx, input.companyName ?? name);
    const user = await insertUser(tx, {
      organisationId: organisation.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      name,
      passwordHash,
    });
    if (!user) throw emailTaken();
    return toUser({ ...user, role: 'owner', companyName: organisation.name });
  });
}

export async function login(db: Database, input: LoginInput): Promise<{ token: string; user: User }> {
  const found = await repository.findUserByEmail(db, input.email);
  // The same work and the same answer for an unknown e-mail and a wrong password.
  const isValid = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!found || !isValid) throw wrongCredentials();
  return openSession(db, found.id);
}

/** A new session for the person, and who they are as the client sees it. */
export async function openSession(db: Database, userId: string): Promise<{ token: string; user: User }> {
  const token = createSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await repository.insertSession(db, hashToken(token), userId, expiresAt);
  // Expired sessions answer 401 anyway; removing them here keeps the table from growing forever.
  await repository.deleteExpiredSessions(db);
  const { sessionExpiresAt: _expiresAt, ...sessionUser } = (await repository.findSessionUser(db, hashToken(token)))!;
  return { token, user: toUser(sessionUser) };
}

export async function logout(db: Database, sessions: SessionCache, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await repository.deleteSession(db, tokenHash);
  await sessions.revoke({ kind: 'token', tokenHash });
}
