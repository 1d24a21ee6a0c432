import { eq, sql, type SQL } from 'drizzle-orm';
import { FINISHED_STATUSES } from '../../shared/work-orders';
import type { Database } from '../db/client';
import { workOrderServices } from '../db/schema';
import { meterOn } from '../machines/reading-queries';
import type { LastDoneQuery } from '../service-plans/last-done';

// The service intervals a work order performs (`serviceIntervalIds`), and what that makes their last service.

/** The ids as a JSON array, a subquery on a work order given as an SQL expression (for the list's JSON). */
export const performedIdsJson = (workOrderId: SQL) =>
  sql`(select coalesce(json_agg(s.service_interval_id order by s.service_interval_id), '[]'::json) from work_order_services as s where s.work_order_id = ${workOrderId})`;

export async function performedServicesOf(db: Database, workOrderId: string): Promise<string[]> {
  const rows = await db
    .select({ id: workOrderServices.serviceIntervalId })
    .from(workOrderServices)
    .where(eq(workOrderServices.workOrderId, workOrderId))
    .orderBy(workOrderServices.serviceIntervalId);
  return rows.map((row) => row.id);
}

/** Replaces what the work order performs; in the caller's transaction. */
export async function setPerformedServices(db: Database, workOrderId: string, intervalIds: string[]): Promise<void> {
  await db.delete(workOrderServices).where(eq(workOrderServices.workOrderId, workOrderId));
  if (intervalIds.length > 0) await db.insert(workOrderServices).values(intervalIds.map((serviceIntervalId) => ({ workOrderId, serviceIntervalId })));
}

/**
 * An interval's latest finished work order on its machine: done on its execution date, else the day
 * its meter was read, else the day it was created (Swedish time); at its own meter reading, else the
 * machine's meter that day. Reopened or cancelled, it no longer counts: nothing is copied to undo.
 */
export const lastPerformance: LastDoneQuery = ({ id, machineId }) => sql`
  select w.id as work_order_id, d.done_date, coalesce(r.value_tenths, ${meterOn(machineId, sql`d.done_date`)}) as done_meter_tenths
  from work_order_services as s
  join work_orders as w on w.id = s.work_order_id
  left join meter_readings as r on r.work_order_id = w.id
  cross join lateral (select coalesce(w.execution_date, r.reading_date, (w.created_at at time zone 'Europe/Stockholm')::date) as done_date) as d
  where s.service_interval_id = ${id} and w.machine_id = ${machineId} and w.status in (${sql.join(
    FINISHED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})
  order by d.done_date desc, r.value_tenths desc nulls last, w.created_at desc, w.id desc
  limit 1`;
