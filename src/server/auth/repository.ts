import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
import { passwordResets, sessions, users } from './tables';
import { organisationNameOf } from '../organisations/service';
import type { UserRow } from './members';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.removedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertSession(db: Database, tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt: expiresAt.toISOString() });
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
}

function prepareSessionLookup(db: Database) {
  return db
    .select({
      id: users.id,
      organisationId: users.organisationId,
      email: users.email,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      companyName: organisationNameOf(users.organisationId),
      role: users.role,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.removedAt),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/** One round trip: the session, its user and the organisation's name; prepared, as every request may ask. */
export async function findSessionUser(db: Database, tokenHash: string) {
  let prepared = sessionLookups.get(db);
  if (!prepared) {
    prepared = prepareSessionLookup(db);
    sessionLookups.set(db, prepared);
  }
  const [row] = await prepared.execute({ tokenHash });
  return row ? { ...row, role: row.role as Role } : null;
}

export async function touchLastSeen(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updatePassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function insertPasswordReset(
  db: Database,
  tokenHash: string,
  userId: string,
  validMinutes: number,
): Promise<void> {
  await db
    .insert(passwordResets)
    .values({ tokenHash, userId, expiresAt: sql`now() + make_interval(mins => ${validMinutes})` });
}

/**
 * Uses a reset link up, if it is open: the one update both checks and marks it, so two requests with
 * the same link cannot both pass. The person's other open links are used up with it.
 */
export async function takePasswordReset(db: Database, tokenHash: string): Promise<{ userId: string } | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!row) return null;
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
  return row;
}
