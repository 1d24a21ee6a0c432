import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
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
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`), isNull(users.removedAt)))
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
