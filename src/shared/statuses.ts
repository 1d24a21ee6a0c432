/**
 * The stored vocabularies (statuses, priorities, meter units) and their types: a leaf that imports
 * nothing, so that the schemas (invoices.ts, work-orders.ts …) and the words they read as
 * (labels.ts) can both use them without importing each other.
 */

/** The form's statuses (docs/invoicing.md, Statuses of work orders) and the list's legacy vocabulary, both kept as data. */
export const FORM_STATUSES = ['Väntande', 'Pågående', 'Klar', 'Avbruten', 'RedoAttFakturera', 'Fakturerad'] as const;
export const LEGACY_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export const WORK_ORDER_STATUSES = [...FORM_STATUSES, ...LEGACY_STATUSES] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** Filters treat synonyms as one: a filter value matches every stored value listed for it. */
export const WORK_ORDER_FILTERS = {
  pending: ['pending', 'Väntande'],
  in_progress: ['in_progress', 'Pågående'],
  completed: ['completed', 'Klar'],
} as const satisfies Record<string, readonly WorkOrderStatus[]>;

/** The work order list's filters, in the order of its buttons. */
export type WorkOrderFilter = 'all' | keyof typeof WORK_ORDER_FILTERS;

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const INVOICE_STATUSES = ['pending', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const SERVICE_STATUSES = ['ok', 'due_soon', 'overdue'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** The list of service to book: every interval due, or the overdue or due-soon ones. */
export const SERVICE_DUE_FILTERS = ['all', 'overdue', 'due_soon'] as const;
export type ServiceDueFilter = (typeof SERVICE_DUE_FILTERS)[number];

export const METER_UNITS = ['h', 'km'] as const;
export type MeterUnit = (typeof METER_UNITS)[number];
