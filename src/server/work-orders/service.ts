import { machineName } from '../../shared/machines';
import { messages } from '../../shared/messages';
import {
  isFinished,
  statusesMatchingFilter,
  type Material,
  type WorkOrder,
  type WorkOrderInput,
} from '../../shared/work-orders';
import { todayBy } from '../clock';
import { requireCustomer } from '../customers/service';
import type { Database } from '../db/client';
import { classifyDatabaseError, isStillReferenced } from '../db/errors';
import { adjustCount } from '../db/list-counts';
import { badRequest, conflict, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { insertWithUniqueNumber } from '../db/unique-number';
import { workOrderSeries } from './numbers';
import { toWorkOrder, type WorkOrderNames } from './mapper';
import { keepReadingSteps, recordWorkOrderReading, requireMachine } from '../machines/service';
import { namesParts, resolveMaterials, settleMaterials } from '../parts/service';
import { intervalsOfMachine, refreshDueState, requireIntervalsOfMachine } from '../service-plans/service';
import { setPerformedServices } from './performed-services';
import { setWorkOrderParts } from './work-order-parts';
import { requireMembers, setAssignees } from './assignees';
import { changesBetween, recordEvent, type Actor } from '../audit/service';
import * as repository from './repository';
import { keepOpenJobsOf } from './open-jobs';
import type { JobTimers } from './timer-port';

// What the features above read of this one (docs/decisions/008: another feature's service is its public face).
export { findWorkOrderSummary, workOrderExists, workOrderNumberOf, findWorkOrdersByNumber } from './repository';

/** The job's kept amounts, written by the features that change them (docs/decisions/031). */
export {
  jobsWithUnkeptAmounts,
  keepBilling,
  keepMaterialValues,
  keepTimeValues,
  lockJobs,
  unkeptAmountsExist,
} from './kept-amounts';
export { materialRowsSql, roundedAsJavaScript } from './materials-value';
export { finishedLiterals, keepOpenJobsOf } from './open-jobs';
export { countWorkOrdersOnMachine, workOrdersOnMachine } from './of-machine';
export const DEFAULT_PAGE_SIZE = 100;

/** What the trail records of an edit, by API field name (docs/team.md decision 5). */
const AUDITED_FIELDS = [
  'workOrderNumber',
  'title',
  'description',
  'status',
  'priority',
  'executionDate',
  'customerNumber',
  'customerId',
  'machineId',
  'meterReading',
  'vehicleCategory',
  'workCategory',
  'serviceIntervalIds',
  'assigneeIds',
  'todoList',
  'materials',
] as const satisfies ReadonlyArray<keyof WorkOrder>;
const noNames: WorkOrderNames = { customerName: null, machineName: null };
const isUuidOrAbsent = (value: string | undefined) => value === undefined || isUuid(value);

export async function listWorkOrders(
  db: Database,
  organisationId: string,
  query: {
    status?: string | undefined;
    customerId?: string | undefined;
    machineId?: string | undefined;
    /** A member's id, already resolved from "me" by the route. */
    assignee?: string | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  },
) {
  let statuses: readonly string[] | null = null;
  if (query.status && query.status !== 'all') {
    statuses = statusesMatchingFilter(query.status);
    if (!statuses) throw badRequest(messages.invalidStatus, [{ field: 'status', message: messages.invalidStatus }]);
  }
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const offset = query.offset ?? 0;
  if (query.customerId !== undefined || query.machineId !== undefined || query.assignee !== undefined) {
    // Another workshop's id, or none that could exist, has no work orders here.
    if (!isUuidOrAbsent(query.customerId) || !isUuidOrAbsent(query.machineId) || !isUuidOrAbsent(query.assignee))
      return { json: '[]', total: 0 };
    const of = {
      customerId: query.customerId?.toLowerCase() ?? null,
      machineId: query.machineId?.toLowerCase() ?? null,
      assigneeId: query.assignee?.toLowerCase() ?? null,
    };
    return repository.workOrderPageJsonOf(db, organisationId, of, statuses, limit, offset);
  }
  return repository.workOrderPageJson(db, organisationId, statuses, limit, offset);
}

/** What a work order names of the customer, machine and parts records, with the defaults they give (docs/workshop.md). */
interface Links {
  customerId: string | null;
  machineId: string | null;
  customerNumber: string;
  vehicleCategory: string;
  meterReading: number | null;
  /** What the work order shows of them by name. */
  names: WorkOrderNames;
}

/**
 * Fills the customer number and vehicle category from the chosen machine and its owner, or the
 * chosen customer; an id left out of an edit keeps what the work order had.
 */
async function resolveLinks(
  db: Database,
  organisationId: string,
  input: WorkOrderInput,
  existing: Links | null,
): Promise<Links> {
  const machineId = input.machineId === undefined ? (existing?.machineId ?? null) : input.machineId;
  const machine = machineId ? await requireMachine(db, organisationId, machineId) : null;
  const customerId =
    input.customerId === undefined
      ? (existing?.customerId ?? machine?.machine.customerId ?? null)
      : (input.customerId ?? machine?.machine.customerId ?? null);
  const customer = customerId ? await requireCustomer(db, organisationId, customerId) : null;
  const meterReading = input.meterReading === undefined ? (existing?.meterReading ?? null) : input.meterReading;
  if (meterReading !== null && !machineId) {
    throw badRequest(messages.meterReadingNeedsMachine, [
      { field: 'meterReading', message: messages.meterReadingNeedsMachine },
    ]);
  }
  const customerNumber = input.customerNumber || customer?.customerNumber || existing?.customerNumber || '';
  const vehicleCategory = input.vehicleCategory ?? machine?.machine.category ?? existing?.vehicleCategory ?? '';
  const names = {
    customerName: customer?.name ?? null,
    machineName: machine ? machineName(machine.machine) : null,
  };
  return { customerId, machineId, customerNumber, vehicleCategory, meterReading, names };
}

function rowValues(input: WorkOrderInput, links: Links) {
  return {
    title: input.title,
    description: input.description,
    customerNumber: links.customerNumber,
    customerId: links.customerId,
    machineId: links.machineId,
    vehicleCategory: links.vehicleCategory,
    workCategory: input.workCategory,
    status: input.status,
    priority: input.priority,
    executionDate: input.executionDate,
    todoList: input.todoList,
    materials: input.materials,
  };
}

const namesRecords = (input: WorkOrderInput) =>
  Boolean(
    input.customerId ||
    input.machineId ||
    (input.meterReading !== undefined && input.meterReading !== null) ||
    input.serviceIntervalIds?.length ||
    input.assigneeIds?.length ||
    namesParts(input.materials),
  );

/**
 * The parts the work order names, reserved while it is open; finished, it has drawn exactly its
 * materials, and anything else (reopened, cancelled, edited) moves only the difference.
 */
export async function recordParts(
  db: Database,
  organisationId: string,
  workOrder: { id: string; number: string; status: string },
  materials: Material[],
) {
  const reserved = await settleMaterials(
    db,
    organisationId,
    { id: workOrder.id, number: workOrder.number, isFinished: isFinished(workOrder.status) },
    materials,
  );
  await setWorkOrderParts(db, organisationId, workOrder.id, reserved);
}

/**
 * The machine's intervals the work order performs. Left out of an edit they are kept, but only those
 * of the machine it is on now (it may have been moved to another).
 */
async function resolvePerformed(
  db: Database,
  organisationId: string,
  input: WorkOrderInput,
  links: Links,
  existing: string[],
): Promise<string[]> {
  if (input.serviceIntervalIds === undefined) {
    return links.machineId && existing.length > 0
      ? intervalsOfMachine(db, organisationId, links.machineId, existing)
      : [];
  }
  if (input.serviceIntervalIds.length === 0) return [];
  if (!links.machineId)
    throw badRequest(messages.intervalsNeedMachine, [
      { field: 'serviceIntervalIds', message: messages.intervalsNeedMachine },
    ]);
  await requireIntervalsOfMachine(db, organisationId, links.machineId, input.serviceIntervalIds);
  return input.serviceIntervalIds;
}

/** The machines' kept service status after a change of what the work order did on them (docs/decisions/029). */
const refreshServiceStatus = (db: Database, organisationId: string, machineIds: Array<string | null>, now: Date) =>
  refreshDueState(
    db,
    organisationId,
    machineIds.filter((id): id is string => id !== null),
    todayBy(() => now),
  );

export async function createWorkOrder(
  db: Database,
  actor: Actor,
  input: WorkOrderInput,
  now: Date,
): Promise<WorkOrder> {
  const { organisationId } = actor;
  const series = workOrderSeries(now);
  const numberTaken = () => conflict(input.workOrderNumber ? messages.workOrderNumberTaken : messages.numbersExhausted);
  if (!namesRecords(input)) {
    // The spec's work order alone: one counted insert, no transaction (the hot path).
    const links = await resolveLinks(db, organisationId, input, null);
    const row = await insertWithUniqueNumber(
      input.workOrderNumber,
      series,
      (workOrderNumber) =>
        repository.insertCountedWorkOrder(db, { ...rowValues(input, links), organisationId, workOrderNumber }, actor),
      (prefix) => repository.numbersWithPrefix(db, organisationId, prefix),
    );
    if (!row) throw numberTaken();
    return toWorkOrder(row);
  }
  // With a machine and its meter, the reading and the work order are written together or not at all.
  return db.transaction(async (tx) => {
    const links = await resolveLinks(tx, organisationId, input, null);
    const materials = await resolveMaterials(tx, organisationId, input.materials);
    const row = await insertWithUniqueNumber(
      input.workOrderNumber,
      series,
      (workOrderNumber) =>
        repository.insertWorkOrder(tx, {
          ...rowValues(input, links),
          materials,
          organisationId,
          workOrderNumber,
        }),
      (prefix) => repository.numbersWithPrefix(tx, organisationId, prefix),
    );
    if (!row) throw numberTaken();
    await adjustCount(tx, organisationId, 'work_orders', row.status, 1);
    await recordWorkOrderReading(
      tx,
      organisationId,
      row.id,
      readingOf(links, input.executionDate, now, input.confirmJump === true),
    );
    const performed = await resolvePerformed(tx, organisationId, input, links, []);
    await setPerformedServices(tx, organisationId, row.id, performed);
    await recordParts(tx, organisationId, { id: row.id, number: row.workOrderNumber, status: row.status }, materials);
    const assigneeIds = input.assigneeIds ?? [];
    await requireMembers(tx, organisationId, assigneeIds);
    await setAssignees(tx, organisationId, row.id, assigneeIds);
    await keepOpenJobsOf(tx, organisationId, [links.machineId]);
    await refreshServiceStatus(tx, organisationId, [links.machineId], now);
    await recordEvent(tx, actor, 'workOrder', row.id, 'created');
    return toWorkOrder(row, links.meterReading, performed, assigneeIds, links.names);
  });
}

function readingOf(links: Links, executionDate: string | null, now: Date, confirmJump: boolean) {
  if (links.meterReading === null || !links.machineId) return null;
  return {
    machineId: links.machineId,
    value: links.meterReading,
    readingDate: executionDate ?? todayBy(() => now),
    confirmJump,
  };
}

export async function updateWorkOrder(
  db: Database,
  actor: Actor,
  id: string,
  input: WorkOrderInput,
  now: Date,
  timers: JobTimers,
): Promise<WorkOrder> {
  const { organisationId } = actor;
  return db.transaction(async (tx) => {
    const existing = await repository.lockWorkOrder(tx, organisationId, id);
    if (!existing) throw notFound(messages.workOrderNotFound);
    const workOrderNumber = input.workOrderNumber ?? existing.workOrderNumber;
    if (
      workOrderNumber !== existing.workOrderNumber &&
      (await repository.isWorkOrderNumberTaken(tx, organisationId, workOrderNumber, id))
    ) {
      throw conflict(messages.workOrderNumberTaken);
    }
    const recorded = await repository.findWorkOrder(tx, organisationId, id);
    const links = await resolveLinks(tx, organisationId, input, {
      ...existing,
      meterReading: recorded?.meterReading ?? null,
      names: recorded ?? noNames,
    });
    const materials = await resolveMaterials(tx, organisationId, input.materials);
    const row = await repository.updateWorkOrder(tx, organisationId, id, {
      ...rowValues(input, links),
      materials,
      workOrderNumber,
    });
    if (row!.status !== existing.status) {
      await adjustCount(tx, organisationId, 'work_orders', existing.status, -1);
      await adjustCount(tx, organisationId, 'work_orders', row!.status, 1);
    }
    await recordWorkOrderReading(
      tx,
      organisationId,
      id,
      readingOf(links, input.executionDate, now, input.confirmJump === true),
    );
    const performed = await resolvePerformed(tx, organisationId, input, links, recorded?.serviceIntervalIds ?? []);
    await setPerformedServices(tx, organisationId, id, performed);
    await recordParts(tx, organisationId, { id, number: row!.workOrderNumber, status: row!.status }, materials);
    const assigneeIds = input.assigneeIds ?? recorded?.assigneeIds ?? [];
    if (input.assigneeIds !== undefined) {
      await requireMembers(tx, organisationId, assigneeIds);
      await setAssignees(tx, organisationId, id, assigneeIds);
    }
    // Its date, status, reading or services may move when either machine's services were last done.
    await keepOpenJobsOf(tx, organisationId, [existing.machineId, links.machineId]);
    await refreshServiceStatus(tx, organisationId, [existing.machineId, links.machineId], now);
    const before = toWorkOrder(
      existing,
      recorded?.meterReading ?? null,
      recorded?.serviceIntervalIds ?? [],
      recorded?.assigneeIds ?? [],
      recorded ?? noNames,
    );
    const after = toWorkOrder(row!, links.meterReading, performed, assigneeIds, links.names);
    const changes = changesBetween(before, after, AUDITED_FIELDS);
    if (changes.length > 0) await recordEvent(tx, actor, 'workOrder', id, 'updated', changes);
    // A finished job is no longer worked on: a timer left running on it would count hours nobody works.
    if (isFinished(row!.status) && !isFinished(existing.status)) {
      const stoppedTimers = await timers.stopOnJob(tx, actor, id, now);
      if (stoppedTimers.length > 0) return { ...after, stoppedTimers };
    }
    return after;
  });
}

/** What a started job becomes: its waiting status's counterpart in the same vocabulary. */
const STARTED: Record<string, string> = { Väntande: 'Pågående', pending: 'in_progress' };

/**
 * A timer started on a waiting job puts it in progress (issue 44: the job stayed Väntande while the
 * mechanic worked on it); in the caller's transaction, counted and in the trail. Any other status stays.
 * The caller has locked the job (lockJobs): read without FOR UPDATE, so that the lock is not upgraded
 * while colleagues wait on it.
 */
export async function markStarted(db: Database, actor: Actor, id: string): Promise<void> {
  const existing = (await repository.findWorkOrder(db, actor.organisationId, id))?.row;
  const started = existing ? STARTED[existing.status] : undefined;
  if (!existing || !started) return;
  await repository.updateWorkOrder(db, actor.organisationId, id, { status: started });
  await adjustCount(db, actor.organisationId, 'work_orders', existing.status, -1);
  await adjustCount(db, actor.organisationId, 'work_orders', started, 1);
  await recordEvent(db, actor, 'workOrder', id, 'updated', [{ field: 'status', from: existing.status, to: started }]);
}

/** An invoiced work order stays: the foreign key of whatever bills it refuses the delete. */
async function deleteUnlessReferenced(db: Database, organisationId: string, id: string): Promise<void> {
  try {
    await repository.deleteWorkOrder(db, organisationId, id);
  } catch (error) {
    // Time recorded on it refuses the delete too; the constraint says which (db/schema/time.ts).
    if (isStillReferenced(error)) {
      const isTime = classifyDatabaseError(error)?.constraint?.startsWith('time_entries_') ?? false;
      throw conflict(isTime ? messages.workOrderHasTime : messages.workOrderHasInvoices);
    }
    throw error;
  }
}

export async function deleteWorkOrder(db: Database, actor: Actor, id: string, now: Date): Promise<void> {
  const { organisationId } = actor;
  await db.transaction(async (tx) => {
    const existing = await repository.lockWorkOrder(tx, organisationId, id);
    if (!existing) throw notFound(messages.workOrderNotFound);
    // What it drew goes back on the shelf; its ledger rows stay, no longer naming it.
    await settleMaterials(tx, organisationId, { id, number: existing.workOrderNumber, isFinished: false }, []);
    await deleteUnlessReferenced(tx, organisationId, id);
    // Its reading went with it (the foreign key cascades): the machine's next reading has another before it.
    await keepReadingSteps(tx, organisationId, [existing.machineId]);
    await keepOpenJobsOf(tx, organisationId, [existing.machineId]);
    await refreshServiceStatus(tx, organisationId, [existing.machineId], now);
    await adjustCount(tx, organisationId, 'work_orders', existing.status, -1);
    await recordEvent(tx, actor, 'workOrder', id, 'deleted');
  });
}

export async function getWorkOrder(db: Database, organisationId: string, id: string): Promise<WorkOrder> {
  const found = await repository.findWorkOrder(db, organisationId, id);
  if (!found) throw notFound(messages.workOrderNotFound);
  return toWorkOrder(found.row, found.meterReading, found.serviceIntervalIds, found.assigneeIds, found);
}
