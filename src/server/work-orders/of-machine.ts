import type { WorkOrder } from '../../shared/work-orders';
import type { Database } from '../db/client';
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
