import type { Customer } from '../../shared/customers';
import type { InvoiceStatus } from '../../shared/invoices';
import type { Machine, MeterReading } from '../../shared/machines';
import { toKronor } from '../../shared/money';
import type { WorkOrder } from '../../shared/work-orders';
import { getCustomer } from '../customers/service';
import type { Database } from '../db/client';
import { invoiceSummariesOf } from '../invoices/repository';
import { listReadings } from '../machines/meter';
import { getMachine } from '../machines/service';
import { toWorkOrder } from '../work-orders/mapper';
import { workOrdersOfMachine } from '../work-orders/repository';

export interface InvoiceSummary {
  id: string;
  invoiceNumber: string;
  total: number;
  status: InvoiceStatus;
}

export interface MachineHistory {
  machine: Machine;
  customer: Customer;
  workOrders: Array<WorkOrder & { invoices: InvoiceSummary[] }>;
  meterReadings: MeterReading[];
}

/** Everything done to a machine: its work orders newest first, each with its invoices, and its readings. */
export async function machineHistory(db: Database, organisationId: string, machineId: string, today: string): Promise<MachineHistory> {
  const machine = await getMachine(db, organisationId, machineId);
  const [customer, rows, meterReadings] = await Promise.all([
    getCustomer(db, organisationId, machine.customerId),
    workOrdersOfMachine(db, organisationId, machineId),
    listReadings(db, organisationId, machineId),
  ]);
  const summaries = await invoiceSummariesOf(
    db,
    organisationId,
    rows.map(({ row }) => row.id),
    today,
  );
  const workOrders = rows.map(({ row, meterReading }) => ({
    ...toWorkOrder(row, meterReading),
    invoices: summaries
      .filter((summary) => summary.workOrderId === row.id)
      .map((summary) => ({ id: summary.id, invoiceNumber: summary.invoiceNumber, total: toKronor(summary.totalOre), status: summary.status })),
  }));
  return { machine, customer, workOrders, meterReadings };
}
