import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { timeEntries } from './tables';

// Time as an invoice bills it: what of a job is unbilled, summed per rate, and the
// invoice's mark on the entries it billed, written by invoices in the invoice's transaction through
// time's service.

/** What a billable entry that is not yet invoiced (and not running) is. */
const unbilled = (organisationId: string, workOrderId: string) =>
  and(
    eq(timeEntries.organisationId, organisationId),
    eq(timeEntries.workOrderId, workOrderId),
    isNull(timeEntries.invoiceId),
    eq(timeEntries.billable, true),
    sql`not (${timeEntries.startedAt} is not null and ${timeEntries.endedAt} is null)`,
  );

/** The work order's unbilled time and distance per rate, summed in the database. */
export async function unbilledByRate(db: Database, organisationId: string, workOrderId: string) {
  return db
    .select({
      rateId: timeEntries.rateId,
      hoursHundredths: sql<number>`coalesce(sum(${timeEntries.hoursHundredths}), 0)::int`,
      kilometresTenths: sql<number>`coalesce(sum(${timeEntries.kilometresTenths}), 0)::int`,
    })
    .from(timeEntries)
    .where(unbilled(organisationId, workOrderId))
    .groupBy(timeEntries.rateId);
}

/** Locks the work order's unbilled entries to the invoice that bills them; in the invoice's transaction. */
export async function markInvoiced(
  db: Database,
  organisationId: string,
  workOrderId: string,
  invoiceId: string,
): Promise<number> {
  const rows = await db
    .update(timeEntries)
    .set({ invoiceId })
    .where(unbilled(organisationId, workOrderId))
    .returning({ id: timeEntries.id });
  return rows.length;
}

/** Frees what an invoice billed (it was credited in full); deleting the invoice frees them by its foreign key. */
export async function freeInvoiced(db: Database, organisationId: string, invoiceId: string): Promise<void> {
  await db
    .update(timeEntries)
    .set({ invoiceId: null })
    .where(and(eq(timeEntries.organisationId, organisationId), eq(timeEntries.invoiceId, invoiceId)));
}
