import { addDays, swedishDate } from '../../shared/dates';
import { FIELD_DAYS, MAX_FIELD_JOBS, type FieldChecklistItem, type FieldWorkOrder } from '../../shared/field';
import type { WorkOrder } from '../../shared/work-orders';
import type { SessionUser } from '../cache/session-cache';
import { customersAmong } from '../customers/service';
import type { Database } from '../db/client';
import { filesOfRecords } from '../files/service';
import { machinesAmong } from '../machines/service';
import { listRates } from '../organisations/service';
import { fieldPartsJson } from '../parts/service';
import { fieldJobsOf } from '../planning/service';
import { isCheckedIn } from '../staff-ledger/service';
import { timeOnJobs } from '../time/service';
import { workOrdersAmongJson } from '../work-orders/service';

// GET /field/today (FIELD.md decision 6): what a member's device keeps to work without signal.

const idsOf = (values: Array<string | null>) => [...new Set(values.filter((value): value is string => value !== null))];

/** The todo list as points with the index a tick names (PUT /workorders/{id}/checklist/{index}). */
function checklistOf(todoList: unknown[]): FieldChecklistItem[] {
  return todoList.map((item, index) => {
    const point = (typeof item === 'object' && item !== null ? item : {}) as { text?: unknown; done?: unknown };
    return { index, text: typeof point.text === 'string' ? point.text : '', done: point.done === true };
  });
}

/**
 * The pack as JSON text, in a fixed number of statements whatever the number of jobs (nine; held by
 * field/field-pack.test.ts): the jobs, then everything about them read for all of them at once. The parts
 * list arrives as JSON text from PostgreSQL and is set in as it is.
 */
export async function fieldPackJson(
  db: Database,
  user: SessionUser,
  now: Date,
  partsOf: (organisationId: string) => Promise<string> = (organisationId) => fieldPartsJson(db, organisationId),
): Promise<string> {
  const { organisationId } = user;
  const from = swedishDate(now);
  const jobs = await fieldJobsOf(db, organisationId, user.id, from, FIELD_DAYS, MAX_FIELD_JOBS);
  const jobIds = jobs.map((job) => job.workOrderId);
  const [workOrdersJson, timeEntries, files, partsJson, rates, checkedIn] = await Promise.all([
    workOrdersAmongJson(db, organisationId, jobIds),
    timeOnJobs(db, user, jobIds, now),
    filesOfRecords(db, organisationId, 'workOrder', jobIds),
    partsOf(organisationId),
    listRates(db, organisationId),
    isCheckedIn(db, organisationId, user.id),
  ]);
  const found = new Map((JSON.parse(workOrdersJson) as WorkOrder[]).map((workOrder) => [workOrder.id, workOrder]));
  const workOrders = jobIds.flatMap((id) => found.get(id) ?? []);
  const [machines, customers] = await Promise.all([
    machinesAmong(db, organisationId, idsOf(workOrders.map((job) => job.machineId)), from),
    customersAmong(db, organisationId, idsOf(workOrders.map((job) => job.customerId))),
  ]);
  const machineById = new Map(machines.map((machine) => [machine.id, machine]));
  const customerById = new Map(customers.map((customer) => [customer.id, customer]));
  const bookingOf = new Map(jobs.map((job) => [job.workOrderId, job.booking]));
  const packed: FieldWorkOrder[] = workOrders.map((workOrder) => {
    const customer = workOrder.customerId ? customerById.get(workOrder.customerId) : undefined;
    return {
      ...workOrder,
      machine: (workOrder.machineId && machineById.get(workOrder.machineId)) || null,
      customer: customer ? { name: customer.name, phone: customer.phone } : null,
      checklist: checklistOf(workOrder.todoList),
      timeEntries: timeEntries.filter((entry) => entry.workOrderId === workOrder.id),
      files: files
        .filter((file) => file.entityId === workOrder.id)
        .map(({ id, name, contentType, caption, takenAt, hasThumbnail }) => ({
          id,
          name,
          contentType,
          caption,
          takenAt,
          hasThumbnail,
        })),
      booking: bookingOf.get(workOrder.id) ?? null,
    };
  });
  const rest = JSON.stringify({
    generatedAt: now.toISOString(),
    from,
    to: addDays(from, FIELD_DAYS - 1),
    workOrders: packed,
    rates,
    me: { id: user.id, name: user.name, checkedIn },
  });
  return `${rest.slice(0, -1)},"parts":${partsJson}}`;
}
