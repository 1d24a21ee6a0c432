import { addDays } from '../../shared/dates';
import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from '../../shared/invoices';
import { messages } from '../../shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countSubquery, readCount } from '../db/list-counts';
import { badRequest, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { requireCustomer } from '../customers/service';
import { findPaymentTermsDays } from '../organisations/service';
import { toInvoice } from './mapper';
import * as repository from './repository';
import type { InvoiceRecord } from './repository';
import { readsAsStatus } from './status-sql';
import { invoices } from './tables';

// Reading invoices: the list, one invoice, and the due date a new one gets.

export const DEFAULT_PAGE_SIZE = 100;

export async function listInvoices(
  db: Database,
  organisationId: string,
  today: string,
  query: {
    status?: string | undefined;
    customerId?: string | undefined;
    workOrderId?: string | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  },
) {
  let status: InvoiceStatus | null = null;
  if (query.status && query.status !== 'all') {
    if (!(INVOICE_STATUSES as readonly string[]).includes(query.status)) {
      throw badRequest(messages.invalidStatus, [{ field: 'status', message: messages.invalidStatus }]);
    }
    status = query.status as InvoiceStatus;
  }
  if (query.customerId !== undefined && !isUuid(query.customerId)) return { json: '[]', total: 0 };
  if (query.workOrderId !== undefined && !isUuid(query.workOrderId)) return { json: '[]', total: 0 };
  const conditions = [
    query.customerId ? eq(invoices.customerId, query.customerId.toLowerCase()) : null,
    query.workOrderId ? eq(invoices.workOrderId, query.workOrderId.toLowerCase()) : null,
    status ? readsAsStatus(status, today) : null,
  ].filter((condition) => condition !== null);
  const condition = conditions.length === 0 ? null : conditions.length === 1 ? conditions[0]! : and(...conditions)!;
  // Counters answer all and paid at any size; pending, overdue and one customer's or work order's are counted.
  const isCounted = !query.customerId && !query.workOrderId && (status === null || status === 'paid');
  const statuses = status ? [status] : null;
  const page = await repository.invoicePageJson(
    db,
    organisationId,
    today,
    condition,
    query.limit ?? DEFAULT_PAGE_SIZE,
    query.offset ?? 0,
    isCounted ? countSubquery(organisationId, 'invoices', statuses) : null,
  );
  const total =
    page.total ??
    (isCounted
      ? await readCount(db, organisationId, 'invoices', statuses)
      : await repository.countInvoices(db, organisationId, condition!));
  return { json: page.json, total };
}

/**
 * An invoice written today falls due after its customer's payment terms, else the workshop's,
 * unless the user picks a date.
 */
export async function defaultDueDate(
  db: Database,
  organisationId: string,
  today: string,
  customerId: string | null = null,
): Promise<string> {
  const customer = customerId ? await requireCustomer(db, organisationId, customerId) : null;
  return addDays(today, customer?.paymentTermsDays ?? (await findPaymentTermsDays(db, organisationId)));
}

export async function getInvoice(db: Database, organisationId: string, id: string, today: string): Promise<Invoice> {
  const [record, interestOre] = await Promise.all([
    requireInvoice(db, organisationId, id),
    repository.interestToDateOre(db, organisationId, id, today),
  ]);
  return toInvoice(record, today, interestOre);
}

export async function requireInvoice(
  db: Database,
  organisationId: string,
  id: string,
  lock = false,
): Promise<InvoiceRecord> {
  const record = await repository.findInvoice(db, organisationId, id, lock);
  if (!record) throw notFound(messages.invoiceNotFound);
  return record;
}
