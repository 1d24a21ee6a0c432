import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { STORED_STATUSES_READ_AS, type InvoiceStatus } from '../../shared/invoices';
import { invoices } from './tables';

/** The columns the rule reads, as SQL of the query at hand. */
interface StatusColumns {
  status: SQL | typeof invoices.status;
  dueDate: SQL | typeof invoices.dueDate;
  isCreditNote: SQL;
  isCredited: SQL;
}

/**
 * invoiceStatusAsRead (shared/invoices.ts, the rule) copied into SQL, so that the list can filter and
 * print what the single read returns; status-sql.test.ts holds this copy to the rule case by case.
 */
export function statusAsReadSql(
  { status, dueDate, isCreditNote, isCredited }: StatusColumns,
  today: unknown,
): SQL<InvoiceStatus> {
  return sql<InvoiceStatus>`(case when ${status} = 'pending' and not (${isCreditNote}) and not (${isCredited}) and ${dueDate} < ${today}::date
    then 'overdue' else ${status} end)`;
}

/** The rule over a row `p` of a page query, which carries `credited_by_id`. */
export const pageRowColumns: StatusColumns = {
  status: sql`p.status`,
  dueDate: sql`p.due_date`,
  isCreditNote: sql`p.credit_for_invoice_id is not null`,
  isCredited: sql`p.credited_by_id is not null`,
};

// Written out in full: drizzle leaves columns unqualified in single-table queries, which would bind them to c.
const tableColumns: StatusColumns = {
  status: invoices.status,
  dueDate: invoices.dueDate,
  isCreditNote: sql`${invoices.creditForInvoiceId} is not null`,
  isCredited: sql`exists (select 1 from invoices as c where c.credit_for_invoice_id = "invoices"."id" and c.completes_credit)`,
};

/** The status a row of the invoices table reads as, for a select of it. */
export function readsAsSql(today: string): SQL<InvoiceStatus> {
  return statusAsReadSql(tableColumns, today);
}

/**
 * Invoices of the invoices table that read as the given status; the stored status narrows it first, by
 * index. Väntande leaves out credit notes and credited invoices: they settle each other and wait for no money.
 */
export function readsAsStatus(status: InvoiceStatus, today: string): SQL {
  const reads = and(
    inArray(invoices.status, [...STORED_STATUSES_READ_AS[status]]),
    eq(statusAsReadSql(tableColumns, today), status),
  )!;
  if (status !== 'pending') return reads;
  return and(reads, sql`not (${tableColumns.isCreditNote})`, sql`not (${tableColumns.isCredited})`)!;
}
