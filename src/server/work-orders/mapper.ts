import type { WorkOrder } from '../../shared/work-orders';
import type { WorkOrderRow } from './repository';

/** `meterReading` is the machine's reading this work order recorded and `serviceIntervalIds` what it performs, read with it (repository.ts). */
export function toWorkOrder(row: WorkOrderRow, meterReading: number | null = null, serviceIntervalIds: string[] = [], assigneeIds: string[] = []): WorkOrder {
  return {
    id: row.id,
    workOrderNumber: row.workOrderNumber,
    title: row.title,
    description: row.description,
    customerNumber: row.customerNumber,
    customerId: row.customerId ?? null,
    machineId: row.machineId ?? null,
    meterReading,
    serviceIntervalIds,
    assigneeIds,
    vehicleCategory: row.vehicleCategory,
    workCategory: row.workCategory,
    status: row.status,
    priority: row.priority,
    createdAt: new Date(row.createdAt).toISOString(),
    executionDate: row.executionDate,
    todoList: row.todoList,
    materials: row.materials,
  };
}
