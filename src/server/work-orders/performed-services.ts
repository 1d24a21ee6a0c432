import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { finishedLiterals } from './open-jobs';
import { workOrderServices } from './tables';

// The service intervals a work order performs (`serviceIntervalIds`), and what that makes their last service.

/** The ids as a JSON array, a subquery on a work order given as an SQL expression (for the list's JSON). */
export const performedIdsJson = (workOrderId: SQL) =>
  sql`(select coalesce(json_agg(s.service_interval_id order by s.service_interval_id), '[]'::json) from work_order_services as s where s.work_order_id = ${workOrderId})`;

/**
 * A job neither cancelled nor finished performs the interval (an SQL expression): its service is in hand,
 * booked or waiting as that job (the planning board's tray, PLANNING.md decision 3).
 */
export const openJobPerforms = (intervalId: SQL) =>
  sql`exists (select 1 from work_order_services as s
    join work_orders as w on w.organisation_id = s.organisation_id and w.id = s.work_order_id
    where s.service_interval_id = ${intervalId} and w.status <> 'Avbruten' and w.status not in (${finishedLiterals}))`;

/** The number of the first open job that performs the interval, or null: booking the service again would repeat it. */
export async function openJobPerforming(db: Database, organisationId: string, intervalId: string) {
  const [found] = await rowsOf<{ number: string }>(
    db,
    sql`select w.work_order_number as "number" from work_order_services as s
      join work_orders as w on w.organisation_id = s.organisation_id and w.id = s.work_order_id
      where s.organisation_id = ${organisationId} and s.service_interval_id = ${intervalId}
        and w.status <> 'Avbruten' and w.status not in (${finishedLiterals})
      order by w.created_at, w.id limit 1`,
  );
  return found?.number ?? null;
}

export async function performedServicesOf(db: Database, workOrderId: string): Promise<string[]> {
  const rows = await db
    .select({ id: workOrderServices.serviceIntervalId })
    .from(workOrderServices)
    .where(eq(workOrderServices.workOrderId, workOrderId))
    .orderBy(workOrderServices.serviceIntervalId);
  return rows.map((row) => row.id);
}

/** Replaces what the work order performs; in the caller's transaction. */
export async function setPerformedServices(
  db: Database,
  organisationId: string,
  workOrderId: string,
  intervalIds: string[],
): Promise<void> {
  await db
    .delete(workOrderServices)
    .where(and(eq(workOrderServices.organisationId, organisationId), eq(workOrderServices.workOrderId, workOrderId)));
  if (intervalIds.length > 0) {
    await db
      .insert(workOrderServices)
      .values(intervalIds.map((serviceIntervalId) => ({ organisationId, workOrderId, serviceIntervalId })));
  }
}
