import { sql, type SQL } from 'drizzle-orm';
import { SERVICE_DUE_FILTERS, type ServiceDueFilter, type ServiceDueItem } from '../../shared/service-plans';
import { DUE_SOON_DAYS } from '../../shared/service-schedule';
import { customersAmong } from '../customers/service';
import type { Database } from '../db/client';
import { isUuid } from '../http/ids';
import { rowsOf } from '../db/rows';
import { machineIdsOfCustomer, machinesAmong } from '../machines/service';
import { toInterval } from './mapper';
import { freshenDueState, keptDueOn, keptSeverity, keptStatus } from './due-state';
import { readIntervals, type PlanContext } from './read-intervals';
import { invalidStatus } from '../http/errors';

export const DEFAULT_PAGE_SIZE = 100;

export interface ServiceDueQuery {
  within?: number | undefined;
  status?: string | undefined;
  customerId?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  /**
   * Intervals this holds of (given the interval's id) are left out: the planning board leaves out a
   * service an open job already performs (PLANNING.md decision 3); the feature above says what that is.
   */
  leaveOut?: ((intervalId: SQL) => SQL) | undefined;
}

/** An interval in the list's order: its id and its machine's. */
export type DueEntry = [intervalId: string, machineId: string];

/**
 * A page of the workshop's intervals that are overdue or due within `within` days, overdue first, then
 * by the day each is due, and how many there are: compared from what is kept (docs/decisions/029).
 */
export async function serviceDueEntries(
  db: Database,
  organisationId: string,
  context: PlanContext,
  query: ServiceDueQuery,
): Promise<{ entries: DueEntry[]; total: number }> {
  const filter = (query.status ?? 'all') as ServiceDueFilter;
  if (!(SERVICE_DUE_FILTERS as readonly string[]).includes(filter)) {
    throw invalidStatus().at('status');
  }
  // Another workshop's customer, or no customer at all, has nothing due here.
  if (query.customerId !== undefined && !isUuid(query.customerId)) return { entries: [], total: 0 };
  await freshenDueState(db, organisationId, context.today);
  const status = keptStatus(context.today, query.within ?? DUE_SOON_DAYS);
  const conditions = [
    sql`i.organisation_id = ${organisationId}`,
    filter === 'all' ? sql`${status} <> 'ok'` : sql`${status} = ${filter}`,
  ];
  if (query.customerId) {
    const machineIds = await machineIdsOfCustomer(db, organisationId, query.customerId.toLowerCase());
    conditions.push(sql`i.machine_id = any(${sql.param(machineIds)}::uuid[])`);
  }
  if (query.leaveOut) conditions.push(sql`not ${query.leaveOut(sql`i.id`)}`);
  const where = sql.join(conditions, sql` and `);
  // Ties in the order the intervals are read in (repository.factsQuery), as the list has always had them.
  const [rows, [counted]] = await Promise.all([
    rowsOf<{ id: string; machineId: string }>(
      db,
      sql`select i.id, i.machine_id as "machineId" from service_intervals as i where ${where}
        order by ${keptSeverity(status)}, ${keptDueOn} nulls last, i.machine_id, i.created_at, i.every_meter nulls last, i.every_months nulls last, i.name, i.id
        limit ${query.limit ?? DEFAULT_PAGE_SIZE} offset ${query.offset ?? 0}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from service_intervals as i where ${where}`),
  ]);
  return { entries: rows.map((row): DueEntry => [row.id, row.machineId]), total: counted?.total ?? 0 };
}

/** The list's page: each interval of `serviceDueEntries` with its machine and the owner the workshop calls. */
export async function serviceDuePage(
  db: Database,
  organisationId: string,
  context: PlanContext,
  query: ServiceDueQuery,
) {
  const { entries, total } = await serviceDueEntries(db, organisationId, context, query);
  const machineIds = [...new Set(entries.map(([, machineId]) => machineId))];
  if (machineIds.length === 0) return { items: [], total };
  const within = query.within ?? DUE_SOON_DAYS;
  // Only the page's machines are read: their intervals (as of now) and their own status.
  const intervals = await readIntervals(db, organisationId, context, { machineIds }, within);
  const byId = new Map(intervals.map((interval) => [interval.facts.id, interval]));
  const page = entries.flatMap(([id]) => (byId.has(id) ? [byId.get(id)!] : []));
  const machines = await machinesAmong(db, organisationId, machineIds, context.today);
  const machineById = new Map(machines.map((machine) => [machine.id, machine]));
  const customers = await customersAmong(db, organisationId, [
    ...new Set(machines.map((machine) => machine.customerId)),
  ]);
  const customerById = new Map(customers.map((customer) => [customer.id, customer]));
  const items: ServiceDueItem[] = page.map((interval) => {
    const machine = machineById.get(interval.facts.machineId)!;
    const customer = customerById.get(machine.customerId)!;
    return {
      machine,
      interval: toInterval(interval),
      customer: {
        id: customer.id,
        customerNumber: customer.customerNumber,
        name: customer.name,
        phone: customer.phone,
      },
    };
  });
  return { items, total };
}
