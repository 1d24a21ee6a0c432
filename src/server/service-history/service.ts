import type { Customer } from '../../shared/customers';
import type { InvoiceStatus } from '../../shared/invoices';
import type { Machine, MeterReading } from '../../shared/machines';
import type { ServiceInterval } from '../../shared/service-plans';
import { worstStatus } from '../../shared/service-schedule';
import { toKronor } from '../../shared/money';
import type { WorkOrder } from '../../shared/work-orders';
import { getCustomer } from '../customers/service';
import type { Database } from '../db/client';
import { invoiceSummariesOf } from '../invoices/repository';
import { listReadings } from '../machines/meter';
import { toMachine } from '../machines/mapper';
import { requireMachine } from '../machines/service';
import { toInterval } from '../service-plans/mapper';
import { readIntervals, type PlanContext } from '../service-plans/service';
import { toWorkOrder } from '../work-orders/mapper';
import { workOrdersOfMachine } from '../work-orders/repository';

export interface InvoiceSummary {
  id: string;
  invoiceNumber: string;
  total: number;
  status: InvoiceStatus;
  creditForInvoiceId: string | null;
  creditedByInvoiceId: string | null;
}

export interface MachineHistory {
  machine: Machine;
  customer: Customer;
  workOrders: Array<WorkOrder & { invoices: InvoiceSummary[] }>;
  meterReadings: MeterReading[];
  servicePlan: ServiceInterval[];
}

/** Everything done to a machine: its work orders newest first, each with its invoices, and its readings. */
export async function machineHistory(db: Database, organisationId: string, machineId: string, context: PlanContext): Promise<MachineHistory> {
  const record = await requireMachine(db, organisationId, machineId);
  const [customer, rows, meterReadings, plan] = await Promise.all([
    getCustomer(db, organisationId, record.machine.customerId),
    workOrdersOfMachine(db, organisationId, machineId),
    listReadings(db, organisationId, machineId),
    readIntervals(db, organisationId, context, { machineIds: [machineId] }),
  ]);
  const servicePlan = plan.map(toInterval);
  const machine = toMachine(record, worstStatus(servicePlan.map((interval) => interval.status)));
  const today = context.today;
  const summaries = await invoiceSummariesOf(
    db,
    organisationId,
    rows.map(({ row }) => row.id),
    today,
  );
  const workOrders = rows.map(({ row, meterReading, serviceIntervalIds }) => ({
    ...toWorkOrder(row, meterReading, serviceIntervalIds),
    invoices: summaries
      .filter((summary) => summary.workOrderId === row.id)
      .map((summary) => ({
        id: summary.id,
        invoiceNumber: summary.invoiceNumber,
        total: toKronor(summary.totalOre),
        status: summary.status,
        creditForInvoiceId: summary.creditForInvoiceId,
        creditedByInvoiceId: summary.creditedByInvoiceId,
      })),
  }));
  return { machine, customer, workOrders, meterReadings, servicePlan };
}
