import { formatDate } from '../../shared/dates';
import { SERVICE_STATUS_LABELS, WORK_ORDER_STATUS_LABELS } from '../../shared/labels';
import { formatMeter, type MeterUnit } from '../../shared/meter';
import { dateAndMeter, intervalEvery } from '../../shared/service-plans';
import { materialQuantity, type WorkOrderStatus } from '../../shared/work-orders';
import type { Database } from '../db/client';
import { findCompany } from '../organisations/service';
import type { PlanContext } from '../service-plans/service';
import { machineHistory } from './service';

/** What a service book says (docs/workshop.md): decided here, laid out by service-book-pdf.ts. */
export interface ServiceBook {
  workshop: { name: string; contactLines: string[]; identity: string[] };
  title: string;
  facts: Array<[string, string]>;
  owner: { name: string; lines: string[] };
  jobs: Array<{
    heading: string;
    title: string;
    description: string;
    checklist: Array<{ text: string; isDone: boolean }>;
    materials: string[];
    invoices: string;
  }>;
  /** Said above the jobs when the book holds only the latest of them. */
  jobsNote: string | null;
  /** Each interval: name, how often, last done, next due, status. */
  plan: string[][];
  readings: Array<[string, string, string]>;
  printedOn: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A service book is a document to print and hand over, not an archive: it holds the latest jobs, each
 * with a bounded description, checklist and material list, so that no machine's book can take minutes
 * and gigabytes to lay out (the whole history stays on the machine's page).
 */
export const SERVICE_BOOK_JOBS = 100;
const MAX_DESCRIPTION = 2000;
const MAX_LIST_ITEMS = 40;

function bounded<T>(items: T[], more: (count: number) => T): T[] {
  return items.length <= MAX_LIST_ITEMS
    ? items
    : [...items.slice(0, MAX_LIST_ITEMS), more(items.length - MAX_LIST_ITEMS)];
}

function shortened(description: string): string {
  return description.length <= MAX_DESCRIPTION ? description : `${description.slice(0, MAX_DESCRIPTION).trimEnd()} …`;
}
const quantityFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 });

export async function loadServiceBook(
  db: Database,
  organisationId: string,
  machineId: string,
  context: PlanContext,
  withInvoices = true,
): Promise<ServiceBook> {
  const today = context.today;
  const [history, company] = await Promise.all([
    machineHistory(db, organisationId, machineId, context, { limit: SERVICE_BOOK_JOBS, offset: 0 }, withInvoices),
    findCompany(db, organisationId),
  ]);
  const { machine, customer } = history;
  const unit = machine.meterUnit as MeterUnit;
  const numbers = new Map(history.workOrders.map((workOrder) => [workOrder.id, workOrder.workOrderNumber]));
  const facts: Array<[string, string]> = [
    ['Maskin', [machine.make, machine.model].filter(Boolean).join(' ')],
    ['Kategori', machine.category],
    ['Årsmodell', machine.year ? String(machine.year) : ''],
    ['Serienummer', machine.serialNumber ?? ''],
    ['Registreringsnummer', machine.registrationNumber ?? ''],
    ['Eget maskinnummer', machine.unitNumber ?? ''],
    [
      'Mätarställning',
      machine.meter === null ? '' : `${formatMeter(machine.meter, unit)} (${formatDate(machine.meterDate)})`,
    ],
  ];
  return {
    workshop: {
      name: company.name,
      contactLines: [
        company.street,
        [company.postalCode, company.city].filter(Boolean).join(' '),
        company.phone,
        company.email,
      ].filter(Boolean),
      identity: [company.name, company.orgNumber ? `Org.nr ${company.orgNumber}` : ''],
    },
    title: [machine.make, machine.model, machine.registrationNumber ?? machine.serialNumber].filter(Boolean).join(' '),
    facts: facts.filter(([, value]) => value !== ''),
    owner: {
      name: customer.name,
      lines: [
        `Kundnummer ${customer.customerNumber}`,
        customer.street ?? '',
        [customer.postalCode, customer.city].filter(Boolean).join(' '),
        customer.phone ?? '',
        customer.email ?? '',
      ].filter(Boolean),
    },
    jobs: history.workOrders.map((workOrder) => ({
      heading: [
        formatDate(workOrder.executionDate ?? workOrder.createdAt),
        workOrder.workOrderNumber,
        workOrder.meterReading === null ? '' : formatMeter(workOrder.meterReading, unit),
        WORK_ORDER_STATUS_LABELS[workOrder.status as WorkOrderStatus] ?? workOrder.status,
      ]
        .filter(Boolean)
        .join('  ·  '),
      title: workOrder.title,
      description: shortened(workOrder.description),
      checklist: bounded(
        (workOrder.todoList as Array<{ text?: unknown; done?: unknown }>).map((item) => ({
          text: text(item?.text),
          isDone: item?.done === true,
        })),
        (count) => ({ text: `… och ${count} punkter till (se arbetsordern)`, isDone: false }),
      ),
      materials: bounded(
        (workOrder.materials as Array<{ name?: unknown; quantity?: unknown }>).map((material) => {
          const quantity = materialQuantity(material?.quantity);
          return `${text(material?.name)}${quantity === null ? '' : ` × ${quantityFormat.format(quantity)}`}`;
        }),
        (count) => `… och ${count} rader till (se arbetsordern)`,
      ),
      invoices: workOrder.invoices.map((invoice) => `Faktura ${invoice.invoiceNumber}`).join(', '),
    })),
    jobsNote:
      history.workOrderTotal > history.workOrders.length
        ? `De ${history.workOrders.length} senaste av maskinens ${history.workOrderTotal} arbetsordrar. Hela historiken finns på maskinens sida i Verkstan.`
        : null,
    plan: history.servicePlan.map((interval) => [
      interval.name,
      intervalEvery(interval, unit),
      dateAndMeter(interval.lastDoneDate, interval.lastDoneMeter, unit),
      dateAndMeter(interval.nextDueDate, interval.nextDueMeter, unit),
      SERVICE_STATUS_LABELS[interval.status],
    ]),
    readings: history.meterReadings.map((reading) => [
      formatDate(reading.readingDate),
      formatMeter(reading.value, unit),
      reading.workOrderId ? `Arbetsorder ${numbers.get(reading.workOrderId) ?? ''}`.trim() : 'Avläsning',
    ]),
    printedOn: formatDate(today),
  };
}
