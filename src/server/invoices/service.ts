import { addDays, swedishDate } from '../../shared/dates';
import { INVOICE_STATUSES, type Invoice, type InvoiceInput, type InvoiceStatus } from '../../shared/invoices';
import { messages } from '../../shared/messages';
import { invoiceTotals, lineAmountOre, toOre } from '../../shared/money';
import type { Database } from '../db/client';
import { adjustCount, countSubquery, readCount } from '../db/list-counts';
import { badRequest, conflict, notFound } from '../http/errors';
import { insertWithUniqueNumber, invoiceSeries } from '../http/numbers';
import { toInvoice } from './mapper';
import * as repository from './repository';
import type { InvoiceRecord, NewInvoiceLine, NewInvoiceRow } from './repository';

export const DEFAULT_PAGE_SIZE = 100;

export async function listInvoices(
  db: Database,
  organisationId: string,
  query: { status?: string | undefined; limit?: number | undefined; offset?: number | undefined },
) {
  const today = swedishDate();
  let status: InvoiceStatus | null = null;
  if (query.status && query.status !== 'all') {
    if (!(INVOICE_STATUSES as readonly string[]).includes(query.status)) {
      throw badRequest(messages.invalidStatus, [{ field: 'status', message: messages.invalidStatus }]);
    }
    status = query.status as InvoiceStatus;
  }
  const condition = status ? repository.statusCondition(status, today) : null;
  // Counters answer all and paid at any size; pending and overdue depend on today's date and are counted.
  const isCounted = status === null || status === 'paid';
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
    page.total ?? (isCounted ? await readCount(db, organisationId, 'invoices', statuses) : await repository.countInvoices(db, organisationId, condition!));
  return { json: page.json, total };
}

export async function getInvoice(db: Database, organisationId: string, id: string): Promise<Invoice> {
  return toInvoice(await requireInvoice(db, organisationId, id), swedishDate());
}

export async function requireInvoice(db: Database, organisationId: string, id: string, lock = false): Promise<InvoiceRecord> {
  const record = await repository.findInvoice(db, organisationId, id, lock);
  if (!record) throw notFound(messages.invoiceNotFound);
  return record;
}

function toLines(items: InvoiceInput['items']): NewInvoiceLine[] {
  return items.map((item, position) => {
    // The schema allows two decimals at most, so these conversions are exact.
    const quantityHundredths = toOre(item.quantity)!;
    const unitPriceOre = toOre(item.price)!;
    return { position, description: item.description, quantityHundredths, unitPriceOre, amountOre: lineAmountOre(quantityHundredths, unitPriceOre) };
  });
}

function paidAtFor(status: InvoiceStatus, given: string | null, previous: string | null, today: string): string | null {
  if (status !== 'paid') return null;
  return given ?? previous ?? today;
}

async function requireWorkOrder(db: Database, organisationId: string, workOrderId: string) {
  const workOrder = await repository.findWorkOrderForInvoice(db, organisationId, workOrderId);
  if (!workOrder) throw notFound(messages.workOrderNotFound);
  return workOrder;
}

/** Inserts the header under a unique number, then its lines. */
export async function insertWithLines(db: Database, values: Omit<NewInvoiceRow, 'invoiceNumber'>, lines: NewInvoiceLine[], givenNumber: string | null) {
  const row = await insertWithUniqueNumber(
    givenNumber,
    invoiceSeries(),
    (invoiceNumber) => repository.insertInvoice(db, { ...values, invoiceNumber }),
    (prefix) => repository.numbersWithPrefix(db, values.organisationId, prefix),
  );
  if (!row) throw conflict(givenNumber ? messages.invoiceNumberTaken : messages.numbersExhausted);
  await repository.replaceLines(db, row.id, lines);
  await adjustCount(db, values.organisationId, 'invoices', row.status, 1);
  return row;
}

export async function createInvoice(db: Database, organisationId: string, input: InvoiceInput): Promise<Invoice> {
  const today = swedishDate();
  const id = await db.transaction(async (tx) => {
    await requireWorkOrder(tx, organisationId, input.workOrderId);
    const dueDate = input.dueDate ?? addDays(today, await repository.findPaymentTermsDays(tx, organisationId));
    const lines = toLines(input.items);
    const totals = invoiceTotals(lines);
    const row = await insertWithLines(
      tx,
      {
        organisationId,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerAddress: input.customerAddress,
        workOrderId: input.workOrderId,
        invoiceDate: today,
        dueDate,
        notes: input.notes,
        status: input.status,
        paidAt: paidAtFor(input.status, input.paidAt, null, today),
        netOre: totals.netOre,
        vatOre: totals.vatOre,
        totalOre: totals.totalOre,
      },
      lines,
      input.invoiceNumber,
    );
    return row.id;
  });
  return getInvoice(db, organisationId, id);
}

/** What a paid invoice or a credit note keeps: only its status, payment date and notes may change. */
function changesLockedContent(record: InvoiceRecord, input: InvoiceInput, lines: NewInvoiceLine[]): boolean {
  const { invoice } = record;
  const sameLines =
    record.lines.length === lines.length &&
    record.lines.every((line, index) => {
      const next = lines[index]!;
      return line.description === next.description && line.unitPriceOre === next.unitPriceOre && Math.abs(line.quantityHundredths) === next.quantityHundredths;
    });
  return (
    !sameLines ||
    invoice.customerName !== input.customerName ||
    invoice.customerEmail !== input.customerEmail ||
    invoice.customerAddress !== input.customerAddress ||
    invoice.workOrderId !== input.workOrderId ||
    (input.dueDate !== null && invoice.dueDate !== input.dueDate) ||
    (input.invoiceNumber !== null && invoice.invoiceNumber !== input.invoiceNumber)
  );
}

export async function updateInvoice(db: Database, organisationId: string, id: string, input: InvoiceInput): Promise<Invoice> {
  const today = swedishDate();
  await db.transaction(async (tx) => {
    const record = await requireInvoice(tx, organisationId, id, true);
    const { invoice } = record;
    const lines = toLines(input.items);
    const isCreditNote = invoice.creditForInvoiceId !== null;
    if ((invoice.status === 'paid' || isCreditNote) && changesLockedContent(record, input, lines)) {
      throw conflict(isCreditNote ? messages.creditNoteLocked : messages.paidInvoiceLocked);
    }
    const paidAt = paidAtFor(input.status, input.paidAt, invoice.paidAt, today);
    if (invoice.status === 'paid' || isCreditNote) {
      await repository.updateInvoice(tx, organisationId, id, { status: input.status, paidAt, notes: input.notes });
    } else {
      if (input.workOrderId !== invoice.workOrderId) await requireWorkOrder(tx, organisationId, input.workOrderId);
      const invoiceNumber = input.invoiceNumber ?? invoice.invoiceNumber;
      if (invoiceNumber !== invoice.invoiceNumber && (await repository.isInvoiceNumberTaken(tx, organisationId, invoiceNumber, id))) {
        throw conflict(messages.invoiceNumberTaken);
      }
      const totals = invoiceTotals(lines);
      await repository.updateInvoice(tx, organisationId, id, {
        invoiceNumber,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerAddress: input.customerAddress,
        workOrderId: input.workOrderId,
        dueDate: input.dueDate ?? invoice.dueDate,
        notes: input.notes,
        status: input.status,
        paidAt,
        netOre: totals.netOre,
        vatOre: totals.vatOre,
        totalOre: totals.totalOre,
      });
      await repository.replaceLines(tx, id, lines);
    }
    if (input.status !== invoice.status) {
      await adjustCount(tx, organisationId, 'invoices', invoice.status, -1);
      await adjustCount(tx, organisationId, 'invoices', input.status, 1);
    }
  });
  return getInvoice(db, organisationId, id);
}

export async function deleteInvoice(db: Database, organisationId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { invoice, creditedById } = await requireInvoice(tx, organisationId, id, true);
    if (invoice.status === 'paid') throw conflict(messages.paidInvoiceNotDeletable);
    if (creditedById) throw conflict(messages.creditedInvoiceNotDeletable);
    await repository.deleteInvoice(tx, organisationId, id);
    await adjustCount(tx, organisationId, 'invoices', invoice.status, -1);
  });
}

/** A credit note: its own number, the original's lines negated, and a reference to the original (PRODUCT.md §16). */
export async function creditInvoice(db: Database, organisationId: string, id: string): Promise<Invoice> {
  const today = swedishDate();
  const creditId = await db.transaction(async (tx) => {
    const { invoice, lines, creditedById } = await requireInvoice(tx, organisationId, id, true);
    if (invoice.creditForInvoiceId) throw conflict(messages.creditOfCreditNote);
    if (creditedById) throw conflict(messages.alreadyCredited);
    const negatedLines = lines.map((line) => ({
      position: line.position,
      description: line.description,
      quantityHundredths: -line.quantityHundredths,
      unitPriceOre: line.unitPriceOre,
      amountOre: -line.amountOre,
    }));
    const totals = invoiceTotals(negatedLines);
    const row = await insertWithLines(
      tx,
      {
        organisationId,
        customerName: invoice.customerName,
        customerEmail: invoice.customerEmail,
        customerAddress: invoice.customerAddress,
        workOrderId: invoice.workOrderId,
        invoiceDate: today,
        dueDate: today,
        notes: `Kreditering av faktura ${invoice.invoiceNumber} daterad ${invoice.invoiceDate}.`,
        status: 'pending',
        paidAt: null,
        netOre: totals.netOre,
        vatOre: totals.vatOre,
        totalOre: totals.totalOre,
        creditForInvoiceId: invoice.id,
      },
      negatedLines,
      null,
    );
    return row.id;
  });
  return getInvoice(db, organisationId, creditId);
}
