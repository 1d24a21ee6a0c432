import { and, eq, sql } from 'drizzle-orm';
import type { BookingInput, Booking, Warning } from '../../shared/planning';
import type { WorkOrder } from '../../shared/work-orders';
import { workOrderInputSchema } from '../../shared/work-orders';
import type { SessionUser } from '../cache/session-cache';
import type { Database } from '../db/client';
import { serviceIntervals } from '../service-plans/tables';
import { createWorkOrder, getWorkOrder, openJobPerforming } from '../work-orders/service';
import type { BookingContext } from './booking-notice';
import { bookInTransaction, warningsOfBooking } from './bookings';
import { serviceInHand, serviceIntervalNotFound } from './errors';

/**
 * Booking a due service (PLANNING.md decision 3): its work order made as *Skapa arbetsorder* makes it
 * (the machine, its customer and category, the interval to perform, work category Service) and booked,
 * in one transaction: both or neither. A service an open job already performs is refused with that
 * job's number (a tray read before someone else booked it): two offices dropping it at once make one job.
 */
export async function bookServiceDue(
  db: Database,
  user: SessionUser,
  intervalId: string,
  input: BookingInput,
  context: BookingContext,
): Promise<{ workOrder: WorkOrder; booking: Booking; warnings: Warning[] }> {
  const { organisationId } = user;
  const done = await db.transaction(async (tx) => {
    const [interval] = await tx
      .select({ machineId: serviceIntervals.machineId, name: serviceIntervals.name })
      .from(serviceIntervals)
      .where(and(eq(serviceIntervals.organisationId, organisationId), eq(serviceIntervals.id, intervalId)));
    if (!interval) throw serviceIntervalNotFound();
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`service-due:${intervalId}`}))`);
    const inHand = await openJobPerforming(tx, organisationId, intervalId);
    if (inHand) throw serviceInHand(inHand);
    const created = await createWorkOrder(
      tx,
      user,
      workOrderInputSchema.parse({
        title: interval.name,
        machineId: interval.machineId,
        serviceIntervalIds: [intervalId],
        workCategory: 'Service',
      }),
      context.now,
    );
    const outcome = await bookInTransaction(tx, user, created.id, { ...input, version: undefined }, context);
    if (outcome.kind !== 'saved') throw new Error('a new work order has no booking to have changed');
    const workOrder = await getWorkOrder(tx, organisationId, created.id);
    return { workOrder, booking: outcome.booking, planned: outcome.planned };
  });
  const warnings = await warningsOfBooking(db, organisationId, done.planned);
  return { workOrder: done.workOrder, booking: done.booking, warnings };
}
