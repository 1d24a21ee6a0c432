import { sql, type SQL } from 'drizzle-orm';

// A work order's number inside another feature's statement: time's entries and report show it
// (time/repository.ts runs it), offered through work orders' service.

/** A work order's number as a scalar subquery, for other features' queries (time entries show it). */
export function workOrderNumberOf(workOrderId: SQL): SQL<string> {
  return sql<string>`(select job.work_order_number from work_orders as job where job.id = ${workOrderId})`;
}
