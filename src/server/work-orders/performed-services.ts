import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { workOrderServices } from './tables';

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
