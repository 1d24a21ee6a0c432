import { invoiceLimit, type PriceType } from '../../shared/quote-price-limit';
import type { WorkOrder } from '../../shared/work-orders';
import type { WorkOrderRow } from './repository';

/** `meterReading` is the machine's reading this work order recorded and `serviceIntervalIds` what it performs, read with it (repository.ts). */
export interface WorkOrderNames {
  customerName: string | null;
  machineName: string | null;
}
const noNames: WorkOrderNames = { customerName: null, machineName: null };

/** `names` are its customer's and machine's, read with it (or known to the writer). */
export function toWorkOrder(
  row: WorkOrderRow,
  meterReading: number | null = null,
  serviceIntervalIds: string[] = [],
  assigneeIds: string[] = [],
  names: WorkOrderNames = noNames,
): WorkOrder {
  return {
    id: row.id,
    workOrderNumber: row.workOrderNumber,
    title: row.title,
    description: row.description,
    customerNumber: row.customerNumber,
    customerId: row.customerId ?? null,
    machineId: row.machineId ?? null,
    customerName: row.customerId ? names.customerName : null,
    machineName: row.machineId ? names.machineName : null,
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
    plannedLabour: row.plannedLabour ?? [],
    quoteId: row.quoteId ?? null,
    approvedAmount:
      row.approvedAmountOre === null || row.approvedAmountOre === undefined ? null : row.approvedAmountOre / 100,
    priceType: (row.priceType as WorkOrder['priceType']) ?? null,
    ...limitOf(row),
  };
}

/** The limit an invoice of the job is held to (page-json.ts writes the same in SQL). */
function limitOf(row: WorkOrderRow): Pick<WorkOrder, 'limitAmount' | 'limitKind'> {
  const limit = row.priceType
    ? invoiceLimit({
        priceType: row.priceType as PriceType,
        consumer: row.priceConsumer ?? false,
        approvedOre: row.approvedAmountOre ?? 0,
        maxAmountOre: row.maxAmountOre ?? null,
        extraWorkOre: row.extraWorkOre ?? 0,
      })
    : null;
  return limit
    ? { limitAmount: limit.limitOre / 100, limitKind: limit.rule as 'consumer-estimate' | 'ceiling' }
    : { limitAmount: null, limitKind: null };
}
