import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bays, bookings } from './tables';

const active = (organisationId: string) => and(eq(bays.organisationId, organisationId), isNull(bays.removedAt));

export async function listBays(db: Database, organisationId: string) {
  return db
    .select({ id: bays.id, name: bays.name })
    .from(bays)
    .where(active(organisationId))
    .orderBy(asc(sql`lower(${bays.name})`), asc(bays.id));
}

export async function countBays(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bays)
    .where(active(organisationId));
  return Number(row?.count ?? 0);
}

export async function findBay(db: Database, organisationId: string, id: string) {
  const [found] = await db
    .select({ id: bays.id, name: bays.name })
    .from(bays)
    .where(and(active(organisationId), eq(bays.id, id)));
  return found ?? null;
}

export async function insertBay(db: Database, organisationId: string, name: string) {
  const [row] = await db.insert(bays).values({ organisationId, name }).returning({ id: bays.id, name: bays.name });
  return row!;
}

export async function renameBay(db: Database, organisationId: string, id: string, name: string) {
  const [row] = await db
    .update(bays)
    .set({ name })
    .where(and(active(organisationId), eq(bays.id, id)))
    .returning({ id: bays.id, name: bays.name });
  return row ?? null;
}

/** Whether anything is booked in the bay that has not ended yet. */
export async function isBookedAhead(db: Database, organisationId: string, id: string, now: Date): Promise<boolean> {
  const [found] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.organisationId, organisationId), eq(bookings.bayId, id), gt(bookings.endsAt, now.toISOString())),
    )
    .limit(1);
  return found !== undefined;
}

/** Removed, not deleted: the past bookings keep naming it. */
export async function removeBay(db: Database, organisationId: string, id: string, now: Date): Promise<boolean> {
  const removed = await db
    .update(bays)
    .set({ removedAt: now.toISOString() })
    .where(and(active(organisationId), eq(bays.id, id)))
    .returning({ id: bays.id });
  return removed.length > 0;
}
