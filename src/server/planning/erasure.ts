import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mentions, scrubbed } from '../db/scrub';
import { bookings } from './tables';

/**
 * An erased customer's jobs keep their bookings (the week's history is the workshop's); an address on
 * site copied from the customer loses what named the person (DATA.md decision 5, docs/decisions/034).
 */
export async function eraseFromBookings(
  db: Database,
  organisationId: string,
  workOrderIds: readonly string[],
  patterns: readonly string[],
): Promise<number> {
  if (workOrderIds.length === 0) return 0;
  const changed = await db
    .update(bookings)
    .set({ address: scrubbed(sql`${bookings.address}`, patterns) })
    .where(
      and(
        eq(bookings.organisationId, organisationId),
        inArray(bookings.workOrderId, [...workOrderIds]),
        mentions(sql`${bookings.address}`, patterns),
      ),
    )
    .returning({ id: bookings.id });
  return changed.length;
}
