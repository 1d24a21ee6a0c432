import type { Customer } from '../../shared/customers';
import type { InvoiceSummary } from '../../shared/invoices';
import { HISTORY_PAGE_SIZE, HISTORY_READINGS, type Machine, type MeterReading } from '../../shared/machines';
import type { ServiceInterval } from '../../shared/service-plans';
import { worstStatus } from '../../shared/service-schedule';
import { toKronor } from '../../shared/money';
import type { WorkOrder } from '../../shared/work-orders';
import { getCustomer } from '../customers/service';
import type { Database } from '../db/client';
import { invoiceSummariesOf } from '../invoices/service';
import { listReadings, presentMachine, requireMachine } from '../machines/service';
import { planOf, type PlanContext } from '../service-plans/service';
import { countWorkOrdersOnMachine, workOrdersOnMachine } from '../work-orders/service';

export interface MachineHistory {
  machine: Machine;
  customer: Customer;
  /** A page of the machine's work orders, newest first. */
  workOrders: Array<WorkOrder & { invoices: InvoiceSummary[] }>;
  /** How many work orders the machine has in all. */
  workOrderTotal: number;
  /** The latest readings (HISTORY_READINGS at most), latest first. */
  meterReadings: MeterReading[];
  meterReadingTotal: number;
  servicePlan: ServiceInterval[];
}

/**
 * What has been done to a machine: a page of its work orders newest first, each with its invoices, its
 * latest readings and its plan. Paged, so that a machine with years of large work orders answers as fast
 * as a new one.
 */
export async function machineHistory(
  db: Database,
  organisationId: string,
  machineId: string,
  context: PlanContext,
  page: { limit: number; offset: number } = { limit: HISTORY_PAGE_SIZE, offset: 0 },
  /** False for a mechanic, who sees no invoices (docs/team.md decision 1). */
  withInvoices = true,
): Promise<MachineHistory> {
  const record = await requireMachine(db, organisationId, machineId);
  const [customer, rows, workOrderTotal, readings, servicePlan] = await Promise.all([
    getCustomer(db, organisationId, record.machine.customerId),
    workOrdersOnMachine(db, organisationId, machineId, page),
    countWorkOrdersOnMachine(db, organisationId, machineId),
    listReadings(db, organisationId, machineId, { limit: HISTORY_READINGS, offset: 0 }),
    planOf(db, organisationId, context, machineId),
  ]);
  const machine = presentMachine(record, worstStatus(servicePlan.map((interval) => interval.status)));
  const today = context.today;
  const summaries = withInvoices
    ? await invoiceSummariesOf(
        db,
        organisationId,
        rows.map((workOrder) => workOrder.id),
        today,
      )
    : [];
  const workOrders = rows.map((workOrder) => ({
    ...workOrder,
    invoices: summaries
      .filter((summary) => summary.workOrderId === workOrder.id)
      .map((summary) => ({
        id: summary.id,
        invoiceNumber: summary.invoiceNumber,
        total: toKronor(summary.totalOre),
        amountToPay: toKronor(summary.amountToPayOre),
        status: summary.status,
        creditForInvoiceId: summary.creditForInvoiceId,
        creditedByInvoiceId: summary.creditedByInvoiceId,
      })),
  }));
  return {
    machine,
    customer,
    workOrders,
    workOrderTotal,
    meterReadings: readings.items,
    meterReadingTotal: readings.total,
    servicePlan,
  };
}
