import { machineName } from '../../shared/machines';
import { isFinished, type Material, type WorkOrderInput } from '../../shared/work-orders';
import { todayBy } from '../clock';
import { requireCustomer } from '../customers/service';
import type { Database } from '../db/client';
import { intervalsNeedMachine, meterReadingNeedsMachine } from './errors';
import { type WorkOrderNames } from './mapper';
import { requireMachine } from '../machines/service';
import { namesParts, settleMaterials } from '../parts/service';
import { intervalsOfMachine, refreshDueState, requireIntervalsOfMachine } from '../service-plans/service';
import { setWorkOrderParts } from './work-order-parts';

/** A work order's customer and machine as its caller gave or the work order had them. */
export const noNames: WorkOrderNames = { customerName: null, machineName: null };
/** What a work order names of the customer, machine and parts records, with the defaults they give (docs/workshop.md). */
export interface Links {
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
export async function resolveLinks(
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
    throw meterReadingNeedsMachine().at('meterReading');
  }
  const customerNumber = input.customerNumber || customer?.customerNumber || existing?.customerNumber || '';
  const vehicleCategory = input.vehicleCategory ?? machine?.machine.category ?? existing?.vehicleCategory ?? '';
  const names = {
    customerName: customer?.name ?? null,
    machineName: machine ? machineName(machine.machine) : null,
  };
  return { customerId, machineId, customerNumber, vehicleCategory, meterReading, names };
}

export function rowValues(input: WorkOrderInput, links: Links) {
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

export const namesRecords = (input: WorkOrderInput) =>
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
export async function resolvePerformed(
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
  if (!links.machineId) throw intervalsNeedMachine().at('serviceIntervalIds');
  await requireIntervalsOfMachine(db, organisationId, links.machineId, input.serviceIntervalIds);
  return input.serviceIntervalIds;
}

/** The machines' kept service status after a change of what the work order did on them (docs/decisions/029). */
export const refreshServiceStatus = (
  db: Database,
  organisationId: string,
  machineIds: Array<string | null>,
  now: Date,
) =>
  refreshDueState(
    db,
    organisationId,
    machineIds.filter((id): id is string => id !== null),
    todayBy(() => now),
  );
export function readingOf(links: Links, executionDate: string | null, now: Date, confirmJump: boolean) {
  if (links.meterReading === null || !links.machineId) return null;
  return {
    machineId: links.machineId,
    value: links.meterReading,
    readingDate: executionDate ?? todayBy(() => now),
    confirmJump,
  };
}
