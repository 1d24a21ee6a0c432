import type { WorkOrder } from '../../shared/work-orders';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { toWorkOrder } from './mapper';
import * as repository from './repository';

/** A page of a machine's work orders, newest first, as the API shows them (the machine's service history). */
export async function workOrdersOnMachine(
  db: Database,
  organisationId: string,
  machineId: string,
  page: { limit: number; offset: number },
): Promise<WorkOrder[]> {
  const rows = await repository.workOrdersOfMachine(db, organisationId, machineId, page);
  return rows.map(({ row, meterReading, serviceIntervalIds, assigneeIds, customerName, machineName }) =>
    toWorkOrder(row, meterReading, serviceIntervalIds, assigneeIds, { customerName, machineName }),
  );
}

/** How many work orders the machine has in all. */
export function countWorkOrdersOnMachine(db: Database, organisationId: string, machineId: string): Promise<number> {
  return repository.countWorkOrdersOfMachine(db, organisationId, machineId);
}

/** A line of a machine's service book on the customer's page: no ids, nothing internal. */
export interface ServiceBookJob {
  machineId: string;
  number: string;
  /** The day the work was done, else the day the job was made (UTC, as the API's createdAt). */
  date: string;
  title: string;
  status: string;
}

/**
 * The newest `limit` work orders of each machine, in workOrdersOnMachine's order, in one read: what the
 * customer's page prints of its machines' service books (docs/decisions/071).
 */
export async function latestJobsOfMachines(
  db: Database,
  organisationId: string,
  machineIds: string[],
  limit: number,
): Promise<Map<string, ServiceBookJob[]>> {
  const books = new Map<string, ServiceBookJob[]>(machineIds.map((id) => [id, []]));
  if (machineIds.length === 0) return books;
  const rows = await rowsOf<ServiceBookJob>(
    db,
    sql`select w.machine_id as "machineId", w.work_order_number as number, w.title, w.status,
        coalesce(to_char(w.execution_date, 'YYYY-MM-DD'), to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD')) as date
      from (select w.*, row_number() over (partition by w.machine_id order by w.created_at desc, w.id desc) as n
        from work_orders as w
        where w.organisation_id = ${organisationId} and w.machine_id = any(${sql.param(machineIds)}::uuid[])) as w
      where w.n <= ${limit}
      order by w.machine_id, w.n`,
  );
  for (const row of rows) books.get(row.machineId)?.push(row);
  return books;
}
