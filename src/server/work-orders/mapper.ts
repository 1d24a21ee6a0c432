import type { WorkOrder } from '../../shared/work-orders';
import type { WorkOrderRow } from './repository';

export function toWorkOrder(row: WorkOrderRow): WorkOrder {
  return {
    id: row.id,
    workOrderNumber: row.workOrderNumber,
    title: row.title,
    description: row.description,
    customerNumber: row.customerNumber,
    vehicleCategory: row.vehicleCategory,
    workCategory: row.workCategory,
    status: row.status,
    priority: row.priority,
    createdAt: new Date(row.createdAt).toISOString(),
    executionDate: row.executionDate,
    todoList: row.todoList as unknown[],
    materials: row.materials as unknown[],
  };
}
