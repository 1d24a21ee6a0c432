/**
 * How stored values read on screen: status words, quantities, meter readings. Kept apart from the
 * schemas (zod), so that a screen that only shows them loads no validation (build/chunks.ts).
 */
import { once } from './once';
import type {
  InvoiceStatus,
  MeterUnit,
  Priority,
  ServiceDueFilter,
  ServiceStatus,
  WorkOrderFilter,
  WorkOrderStatus,
} from './statuses';

const meterFormat = once(() => new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 }));
const quantityFormat = once(() => new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 }));

export const WORK_ORDER_STATUS_LABELS: Record<WorkOrderStatus, string> = {
  Väntande: 'Väntande',
  Pågående: 'Pågående',
  Klar: 'Klar',
  Avbruten: 'Avbruten',
  RedoAttFakturera: 'Redo att fakturera',
  Fakturerad: 'Fakturerad',
  pending: 'Väntande',
  in_progress: 'Pågående',
  completed: 'Klar',
};

/** The work order list's filters, in the order of its buttons. */
export const WORK_ORDER_FILTER_LABELS: Record<WorkOrderFilter, string> = {
  all: 'Alla',
  pending: 'Väntande',
  in_progress: 'Pågående',
  completed: 'Klara',
};

export const PRIORITY_LABELS: Record<Priority, string> = { high: 'Hög', medium: 'Medel', low: 'Låg' };

/** The spec reads priority as high, medium, and anything else low. */
export function readPriority(value: unknown): Priority {
  return value === 'high' || value === 'medium' ? value : 'low';
}

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Väntande',
  paid: 'Betald',
  overdue: 'Förfallen',
};

/** What an invoice reads as on screen: its status, unless crediting settled it (docs/invoicing.md). */
export type InvoiceReading = InvoiceStatus | 'credited' | 'creditNote';

export const INVOICE_READING_LABELS: Record<InvoiceReading, string> = {
  ...INVOICE_STATUS_LABELS,
  credited: 'Krediterad',
  creditNote: 'Kreditfaktura',
};

/**
 * A credit note and the invoice it credits settle each other: neither is waiting for money, so neither
 * reads as Väntande, whatever status the spec has them store.
 */
export function invoiceReading(invoice: {
  status: InvoiceStatus;
  creditForInvoiceId: string | null;
  creditedByInvoiceId: string | null;
}): InvoiceReading {
  if (invoice.creditForInvoiceId !== null) return 'creditNote';
  if (invoice.creditedByInvoiceId !== null) return 'credited';
  return invoice.status;
}

export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  ok: 'OK',
  due_soon: 'Snart dags',
  overdue: 'Försenad',
};

/** The list filters' buttons, in their order: the invoices, the machines by service status, the service to book. */
export const INVOICE_FILTER_LABELS: Record<'all' | InvoiceStatus, string> = {
  all: 'Alla',
  pending: 'Väntande',
  paid: 'Betalda',
  overdue: 'Förfallna',
};
export const MACHINE_SERVICE_FILTER_LABELS: Record<'all' | ServiceStatus, string> = {
  all: 'Alla',
  overdue: 'Försenad',
  due_soon: 'Snart dags',
  ok: 'OK',
};
export const SERVICE_DUE_FILTER_LABELS: Record<ServiceDueFilter, string> = {
  all: 'Alla',
  overdue: 'Försenade',
  due_soon: 'Snart dags',
};

/** A meter as people write it: "1 250,5 h". */
export function formatMeter(value: number | null, unit: MeterUnit): string {
  if (value === null) return '–';
  // A no-break space: "6 250 h" never breaks between the number and its unit.
  return `${meterFormat().format(value)}\u00a0${unit}`;
}

/** "2026-12-15 · 1 500 h", either part left out when unknown; "–" when both are. */
export function dateAndMeter(date: string | null, meter: number | null, unit: MeterUnit): string {
  return [date ?? '', meter === null ? '' : formatMeter(meter, unit)].filter(Boolean).join(' · ') || '–';
}

/** "12,5 st" */
export function formatQuantity(value: number, unit?: string): string {
  const text = quantityFormat().format(value);
  return unit ? `${text} ${unit}` : text;
}

/** A count with its noun in the right number: "1 inbetalning", "2 inbetalningar". */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('sv-SE')} ${count === 1 ? one : many}`;
}

/** "förfaller 2026-12-15", or "förföll 2026-11-02" once the day has passed (`today` as YYYY-MM-DD). */
export function dueText(dueDate: string, today: string): string {
  return `${dueDate < today ? 'förföll' : 'förfaller'} ${dueDate}`;
}

/** "Utförs 2026-12-15" for a day to come (or today), "Utfördes 2026-11-02" for one passed. */
export function executionText(executionDate: string, today: string): string {
  return `${executionDate < today ? 'Utfördes' : 'Utförs'} ${executionDate}`;
}
