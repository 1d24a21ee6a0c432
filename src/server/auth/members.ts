import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
import { sessions, users } from './tables';

// The workshop's members as the features above read and change them (team, profile, staff ledger, time,
// work orders, invoices' mail), offered through auth's service; auth's own SQL (sessions, sign-in,
// password resets) stays in repository.ts.

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

/** A workshop's members (not removed), in name order as Swedish readers sort. */
export async function listMembers(db: Database, organisationId: string): Promise<UserRow[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.organisationId, organisationId), isNull(users.removedAt)));
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.id.localeCompare(b.id));
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

/** Whether a person not removed signs in with the e-mail (a removed member's address may be taken again). */
export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.removedAt)))
    .limit(1);
  return row !== undefined;
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
