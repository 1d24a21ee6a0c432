import { messages } from '../../shared/messages';
import { statusesMatchingFilter, type WorkOrder, type WorkOrderInput } from '../../shared/work-orders';
import type { Database } from '../db/client';
import { isStillReferenced } from '../db/errors';
import { adjustCount } from '../db/list-counts';
import { badRequest, conflict, notFound } from '../http/errors';
import { insertWithUniqueNumber } from '../db/unique-number';
import { workOrderSeries } from './numbers';
import { toWorkOrder } from './mapper';
import * as repository from './repository';

export const DEFAULT_PAGE_SIZE = 100;

export async function listWorkOrders(
  db: Database,
  organisationId: string,
  query: { status?: string | undefined; limit?: number | undefined; offset?: number | undefined },
) {
  let statuses: readonly string[] | null = null;
  if (query.status && query.status !== 'all') {
    statuses = statusesMatchingFilter(query.status);
    if (!statuses) throw badRequest(messages.invalidStatus, [{ field: 'status', message: messages.invalidStatus }]);
  }
  return repository.workOrderPageJson(db, organisationId, statuses, query.limit ?? DEFAULT_PAGE_SIZE, query.offset ?? 0);
}

function rowValues(input: WorkOrderInput) {
  return {
    title: input.title,
    description: input.description,
    customerNumber: input.customerNumber,
    vehicleCategory: input.vehicleCategory,
    workCategory: input.workCategory,
    status: input.status,
    priority: input.priority,
    executionDate: input.executionDate,
    todoList: input.todoList,
    materials: input.materials,
  };
}

export async function createWorkOrder(db: Database, organisationId: string, input: WorkOrderInput, now: Date): Promise<WorkOrder> {
  const row = await insertWithUniqueNumber(
    input.workOrderNumber,
    workOrderSeries(now),
    (workOrderNumber) => repository.insertCountedWorkOrder(db, { ...rowValues(input), organisationId, workOrderNumber }),
    (prefix) => repository.numbersWithPrefix(db, organisationId, prefix),
  );
  if (!row) throw conflict(input.workOrderNumber ? messages.workOrderNumberTaken : messages.numbersExhausted);
  return toWorkOrder(row);
}

export async function updateWorkOrder(db: Database, organisationId: string, id: string, input: WorkOrderInput): Promise<WorkOrder> {
  return db.transaction(async (tx) => {
    const existing = await repository.lockWorkOrder(tx, organisationId, id);
    if (!existing) throw notFound(messages.workOrderNotFound);
    const workOrderNumber = input.workOrderNumber ?? existing.workOrderNumber;
    if (workOrderNumber !== existing.workOrderNumber && (await repository.isWorkOrderNumberTaken(tx, organisationId, workOrderNumber, id))) {
      throw conflict(messages.workOrderNumberTaken);
    }
    const row = await repository.updateWorkOrder(tx, organisationId, id, { ...rowValues(input), workOrderNumber });
    if (row!.status !== existing.status) {
      await adjustCount(tx, organisationId, 'work_orders', existing.status, -1);
      await adjustCount(tx, organisationId, 'work_orders', row!.status, 1);
    }
    return toWorkOrder(row!);
  });
}

/** An invoiced work order stays: the foreign key of whatever bills it refuses the delete. */
async function deleteUnlessReferenced(db: Database, organisationId: string, id: string): Promise<void> {
  try {
    await repository.deleteWorkOrder(db, organisationId, id);
  } catch (error) {
    if (isStillReferenced(error)) throw conflict(messages.workOrderHasInvoices);
    throw error;
  }
}

export async function deleteWorkOrder(db: Database, organisationId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await repository.lockWorkOrder(tx, organisationId, id);
    if (!existing) throw notFound(messages.workOrderNotFound);
    await deleteUnlessReferenced(tx, organisationId, id);
    await adjustCount(tx, organisationId, 'work_orders', existing.status, -1);
  });
}

export async function getWorkOrder(db: Database, organisationId: string, id: string): Promise<WorkOrder> {
  const row = await repository.findWorkOrder(db, organisationId, id);
  if (!row) throw notFound(messages.workOrderNotFound);
  return toWorkOrder(row);
}
