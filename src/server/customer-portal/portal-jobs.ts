import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PORTAL_LIMITS, type PortalWorkOrder } from '../../shared/customer-portal';
import type { Database } from '../db/client';
import { customerVisibleFilesOf, type CustomerFile } from '../files/service';
import { machineNameOf } from '../machines/service';
import { upcomingBookingsOf } from '../planning/service';
import { signersOf } from '../work-orders/service';
import { workOrders } from '../work-orders/tables';

// The customer's jobs on their page (QUOTES.md decision 9; FIELD.md decisions 1 and 5): status, next
// booking, the photos and PDFs staff marked for the customer and who signed for the work.

/** Jobs not yet finished from the customer's side: waiting, going on, or ready to fetch. */
export const IN_PROGRESS = ['Väntande', 'Pågående', 'Klar', 'pending', 'in_progress', 'completed'];

interface Owner {
  organisationId: string;
  customerId: string;
}

const toPortalFile = (file: CustomerFile) => ({ id: file.id, name: file.name, caption: file.caption });

export async function jobsInProgress(
  db: Database,
  { organisationId, customerId }: Owner,
  now: Date,
): Promise<PortalWorkOrder[]> {
  const rows = await db
    .select({
      id: workOrders.id,
      number: workOrders.workOrderNumber,
      title: workOrders.title,
      status: workOrders.status,
      machine: machineNameOf(sql`${workOrders.organisationId}`, sql`${workOrders.machineId}`),
    })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.organisationId, organisationId),
        eq(workOrders.customerId, customerId),
        inArray(workOrders.status, IN_PROGRESS),
      ),
    )
    .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
    .limit(PORTAL_LIMITS.workOrders);
  const ids = rows.map((row) => row.id);
  const [bookings, files, signers] = await Promise.all([
    upcomingBookingsOf(db, organisationId, ids, now),
    // At most so many photos, and as many PDFs, of each job.
    customerVisibleFilesOf(db, organisationId, ids, PORTAL_LIMITS.photosPerWorkOrder),
    signersOf(db, organisationId, ids),
  ]);
  return rows.map((row) => {
    const booking = bookings.get(row.id);
    const own = files.filter((file) => file.workOrderId === row.id);
    return {
      number: row.number,
      title: row.title,
      status: row.status,
      machine: row.machine,
      booking: booking ? { startsAt: booking.startsAt, endsAt: booking.endsAt, onSite: booking.onSite } : null,
      photos: own.filter((file) => file.isPhoto).map(toPortalFile),
      documents: own.filter((file) => !file.isPhoto).map(toPortalFile),
      signature: signers.get(row.id) ?? null,
    };
  });
}
