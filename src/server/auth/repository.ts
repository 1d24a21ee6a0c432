import { and, eq, gt, isNull, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
import { passwordResets, sessions, users } from './tables';
import { organisationNameOf } from '../organisations/service';

export type UserRow = typeof users.$inferSelect;

/** Returns null when the e-mail is already taken (unique index), without aborting a transaction. */
export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email, where: isNull(users.removedAt) })
    .returning();
  return row ?? null;
}

export async function updateUserName(db: Database, userId: string, name: string): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, userId));
}

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

/** A workshop's members (not removed), in name order as Swedish readers sort. */
export async function listMembers(db: Database, organisationId: string): Promise<UserRow[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.organisationId, organisationId), isNull(users.removedAt)));
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.id.localeCompare(b.id));
}

/** The workshop's members (not removed) as a query to read within another statement (columns "userId", name). */
export function memberNamesQuery(organisationId: string | Placeholder): SQL {
  return sql`select member.id as "userId", member.name from users as member where member.organisation_id = ${organisationId} and member.removed_at is null`;
}

export async function findMember(db: Database, organisationId: string, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId), isNull(users.removedAt)))
    .limit(1);
  return row ?? null;
}

/** The workshop's owners, locked until the transaction ends: two owners demoting each other cannot leave none. */
export async function lockOwners(db: Database, organisationId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.role, 'owner'), isNull(users.removedAt)))
    .for('update');
  return rows.map((row) => row.id);
}

export async function updateRole(db: Database, userId: string, role: Role): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/** The member signs in no more; the row stays so that their name stays on what they did. */
export async function markRemoved(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ removedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function updatePassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Which of the ids are members of the workshop (not removed). */
export async function memberIdsAmong(db: Database, organisationId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        isNull(users.removedAt),
        sql`${users.id} = any(${sql.param(ids)}::uuid[])`,
      ),
    );
  return rows.map((row) => row.id);
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== null;
}

/** Whether the person belongs to the workshop, removed or not. */
export async function userExists(db: Database, organisationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)))
    .limit(1);
  return row !== undefined;
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

/** Whether a user id (an SQL expression) names a member who is not removed: for other features' queries, in the same round trip. */
export function isActiveMember(userId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from users as member where member.id = ${userId} and member.removed_at is null)`;
}

/** A person's name (removed members too: their time keeps their name), as a scalar subquery for other features' queries. */
export function userNameOf(userId: SQL): SQL<string> {
  return sql<string>`(select person.name from users as person where person.id = ${userId})`;
}

/** A member's personnummer (YYYYMMDD-NNNN), or null to clear it: the staff ledger names people by it. */
export async function updatePersonalNumber(db: Database, userId: string, personalNumber: string | null): Promise<void> {
  await db.update(users).set({ personalNumber }).where(eq(users.id, userId));
}

/** How many members (not removed) the workshop has: the staff ledger is on from the second. */
export async function countMembers(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), isNull(users.removedAt)));
  return Number(row?.count ?? 0);
}
