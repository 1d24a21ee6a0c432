import { messages } from '../../shared/messages';
import { SERVICE_DUE_FILTERS, type ServiceDueFilter, type ServiceDueItem } from '../../shared/service-plans';
import { byUrgency, DUE_SOON_DAYS } from '../../shared/service-schedule';
import { findCustomers } from '../customers/service';
import type { Database } from '../db/client';
import { badRequest } from '../http/errors';
import { isUuid } from '../http/ids';
import { toMachine } from '../machines/mapper';
import { findMachines } from '../machines/service';
import { toInterval } from './mapper';
import { machineStatuses, readIntervals, worstByMachine, type PlanContext } from './service';

export const DEFAULT_PAGE_SIZE = 100;

export interface ServiceDueQuery {
  within?: number | undefined;
  status?: string | undefined;
  customerId?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** An interval in the list's order: its id and its machine's. */
export type DueEntry = [intervalId: string, machineId: string];

/**
 * Every interval of the workshop that is overdue or due within `within` days, overdue first, then by
 * the day it is due: the order alone, read once per workshop, day and filter (the list cache keeps it
 * until the workshop changes), so that a page far down the list does not read every interval again.
 */
export async function serviceDueOrder(db: Database, organisationId: string, context: PlanContext, query: ServiceDueQuery): Promise<DueEntry[]> {
  const filter = (query.status ?? 'all') as ServiceDueFilter;
  if (!(SERVICE_DUE_FILTERS as readonly string[]).includes(filter)) {
    throw badRequest(messages.invalidStatus, [{ field: 'status', message: messages.invalidStatus }]);
  }
  // Another workshop's customer, or no customer at all, has nothing due here.
  if (query.customerId !== undefined && !isUuid(query.customerId)) return [];
  const scope = query.customerId ? { customerId: query.customerId.toLowerCase() } : {};
  const intervals = await readIntervals(db, organisationId, context, scope, query.within ?? DUE_SOON_DAYS);
  return intervals
    .filter(({ state }) => state.status !== 'ok' && (filter === 'all' || state.status === filter))
    .sort((a, b) => byUrgency(a.state, b.state))
    .map(({ facts }) => [facts.id, facts.machineId]);
}

/** A page of the list in `order`, each interval with its machine and the owner the workshop calls. */
export async function serviceDuePage(db: Database, organisationId: string, context: PlanContext, query: ServiceDueQuery, order: DueEntry[]) {
  const offset = query.offset ?? 0;
  const entries = order.slice(offset, offset + (query.limit ?? DEFAULT_PAGE_SIZE));
  const machineIds = [...new Set(entries.map(([, machineId]) => machineId))];
  if (machineIds.length === 0) return { items: [], total: order.length };
  const within = query.within ?? DUE_SOON_DAYS;
  // Only the page's machines are read: their intervals (as of now) and their own status.
  const intervals = await readIntervals(db, organisationId, context, { machineIds }, within);
  const byId = new Map(intervals.map((interval) => [interval.facts.id, interval]));
  const page = entries.flatMap(([id]) => (byId.has(id) ? [byId.get(id)!] : []));
  const [machines, statuses] = await Promise.all([
    findMachines(db, organisationId, machineIds),
    within === DUE_SOON_DAYS ? worstByMachine(intervals) : machineStatuses(db, organisationId, context, machineIds),
  ]);
  const machineById = new Map(machines.map((record) => [record.machine.id, record]));
  const customers = await findCustomers(db, organisationId, [...new Set(machines.map((record) => record.machine.customerId))]);
  const customerById = new Map(customers.map((customer) => [customer.id, customer]));
  const items: ServiceDueItem[] = page.map((interval) => {
    const record = machineById.get(interval.facts.machineId)!;
    const customer = customerById.get(record.machine.customerId)!;
    return {
      machine: toMachine(record, statuses.get(record.machine.id) ?? null),
      interval: toInterval(interval),
      customer: { id: customer.id, customerNumber: customer.customerNumber, name: customer.name, phone: customer.phone },
    };
  });
  return { items, total: order.length };
}
