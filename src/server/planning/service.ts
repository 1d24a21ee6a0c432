import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookings } from './tables';

// What other features may read of the planning (docs/decisions/042): a query planning owns.

export interface BookedTime {
  workOrderId: string;
  startsAt: string;
  endsAt: string;
  onSite: boolean;
}

/**
 * Each job's booked time that has not ended yet, the soonest (the customer's page, QUOTES.md decision 9):
 * one per work order at most, none for a job without a booking ahead.
 */
export async function upcomingBookingsOf(
  db: Database,
  organisationId: string,
  workOrderIds: readonly string[],
  now: Date,
): Promise<Map<string, BookedTime>> {
  const found = new Map<string, BookedTime>();
  if (workOrderIds.length === 0) return found;
  const rows = await db
    .select({
      workOrderId: bookings.workOrderId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      onSite: bookings.onSite,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.organisationId, organisationId),
        inArray(bookings.workOrderId, [...workOrderIds]),
        gte(bookings.endsAt, now.toISOString()),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  for (const row of rows)
    if (!found.has(row.workOrderId))
      found.set(row.workOrderId, {
        ...row,
        startsAt: new Date(row.startsAt).toISOString(),
        endsAt: new Date(row.endsAt).toISOString(),
      });
  return found;
}

export { fieldJobsOf, type FieldJob } from './field-jobs';
