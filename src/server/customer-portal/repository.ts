import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customerPortalLinks } from './tables';

export type PortalLinkRow = typeof customerPortalLinks.$inferSelect;

export async function findLink(db: Database, organisationId: string, customerId: string, lock = false) {
  const query = db
    .select()
    .from(customerPortalLinks)
    .where(and(eq(customerPortalLinks.organisationId, organisationId), eq(customerPortalLinks.customerId, customerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The working link a presented token's hash names; a revoked one has no hash and is never found. */
export async function findByTokenHash(db: Database, hash: string) {
  const [row] = await db
    .select()
    .from(customerPortalLinks)
    .where(and(eq(customerPortalLinks.tokenHash, hash), isNotNull(customerPortalLinks.tokenHash)))
    .limit(1);
  return row ?? null;
}

/** A new link for the customer: the first, or the next generation (which ends the one before). */
export async function issueLink(
  db: Database,
  values: { organisationId: string; customerId: string; issuedBy: string | null; now: string },
  hashOf: (generation: number) => string,
): Promise<PortalLinkRow> {
  const existing = await findLink(db, values.organisationId, values.customerId, true);
  if (!existing) {
    const [row] = await db
      .insert(customerPortalLinks)
      .values({
        organisationId: values.organisationId,
        customerId: values.customerId,
        generation: 1,
        tokenHash: hashOf(1),
        issuedAt: values.now,
        issuedBy: values.issuedBy,
      })
      .returning();
    return row!;
  }
  const generation = existing.generation + 1;
  const [row] = await db
    .update(customerPortalLinks)
    .set({
      generation,
      tokenHash: hashOf(generation),
      issuedAt: values.now,
      issuedBy: values.issuedBy,
      revokedAt: null,
      lastOpenedAt: null,
    })
    .where(eq(customerPortalLinks.id, existing.id))
    .returning();
  return row!;
}

/** Revokes the working link: its hash goes, and the generation moves on so that it never comes back. */
export async function revokeLink(db: Database, row: PortalLinkRow, now: string) {
  await db
    .update(customerPortalLinks)
    .set({ tokenHash: null, revokedAt: now, generation: row.generation + 1 })
    .where(eq(customerPortalLinks.id, row.id));
}

/**
 * The customer opened the page on the link `row` names (the caller decides how often this is written);
 * a link made or closed meanwhile keeps its own state.
 */
export async function markOpened(db: Database, row: PortalLinkRow & { tokenHash: string }, at: string) {
  await db
    .update(customerPortalLinks)
    .set({ lastOpenedAt: at })
    .where(
      and(
        eq(customerPortalLinks.organisationId, row.organisationId),
        eq(customerPortalLinks.id, row.id),
        eq(customerPortalLinks.tokenHash, row.tokenHash),
      ),
    );
}
