import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import type { Database } from '../db/client';
import { invitations } from './tables';
import { organisationNameOf } from '../organisations/service';

export type InvitationRow = typeof invitations.$inferSelect;

const isOpen = and(isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`));

/** Taken in the inviting transaction: two invitations of one address at once cannot both pass the check. */
export async function lockEmail(db: Database, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invite:${email}`}))`);
}

export async function hasOpenInvitation(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.email, email), isOpen))
    .limit(1);
  return row !== undefined;
}

export async function insertInvitation(
  db: Database,
  values: {
    organisationId: string;
    email: string;
    role: Role;
    tokenHash: string;
    invitedBy: string;
    validDays: number;
  },
): Promise<InvitationRow> {
  const { validDays, ...rest } = values;
  const [row] = await db
    .insert(invitations)
    .values({ ...rest, expiresAt: sql`now() + make_interval(days => ${validDays})` })
    .returning();
  return row!;
}

export async function listOpenInvitations(db: Database, organisationId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organisationId, organisationId), isOpen))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(500);
}

/** The link stops working: used_at is set; false when there was no open invitation with the id. */
export async function revokeInvitation(db: Database, organisationId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.id, id), isOpen))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** An open invitation by its token's hash, with the workshop's name; `forUpdate` locks it for accepting. */
export async function findOpenInvitation(db: Database, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      id: invitations.id,
      organisationId: invitations.organisationId,
      email: invitations.email,
      role: invitations.role,
      workshopName: organisationNameOf(invitations.organisationId),
    })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), isOpen))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: invitations }) : await query;
  return row ? { ...row, role: row.role as Role } : null;
}

export async function markInvitationUsed(db: Database, id: string): Promise<void> {
  await db
    .update(invitations)
    .set({ usedAt: sql`now()` })
    .where(eq(invitations.id, id));
}
