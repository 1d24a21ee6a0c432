import { buyerFacts, paymentDate, requireWorkOrder, storedTotals, toLines } from './write-steps';
import { isContentLocked, type Invoice, type InvoiceInput, type InvoiceStatus } from '../../shared/invoices';
import type { Database } from '../db/client';
import { adjustCount } from '../db/list-counts';
import { lockJobs } from '../work-orders/service';
import { keepBillingOf } from './job-billing';
import { guardApprovedPrice } from './price-guard';
import { toInvoice } from './mapper';
import { addPayment, hasPayments } from './payment-ledger';
import * as repository from './repository';
import type { InvoiceRecord, NewInvoiceLine } from './repository';
import { changesBetween, recordEvent, type Actor } from '../audit/service';
import { getInvoice, requireInvoice } from './invoice-reads';
import {
  creditNoteLocked,
  dueDateBeforeInvoiceDate,
  invoiceDateFixed,
  invoiceHasPayments,
  invoiceIssued,
  invoiceNumberTaken,
} from './errors';

// PUT /invoice/{id}: what may still change of an invoice, and marking it paid.

/** What the trail records of an edit, by API field name (docs/team.md decision 5). */
const AUDITED_FIELDS = [
  'invoiceNumber',
  'customerName',
  'customerEmail',
  'customerAddress',
  'customerId',
  'workOrderId',
  'items',
  'dueDate',
  'notes',
  'buyerReference',
  'orderReference',
  'status',
  'paidAt',
  'total',
] as const satisfies ReadonlyArray<keyof Invoice>;

/** Whether the input would change what a locked invoice says: its number, customer, work order, lines or due date. */
function changesContent(record: InvoiceRecord, input: InvoiceInput, lines: NewInvoiceLine[]): boolean {
  const { invoice } = record;
  const sameLines =
    record.lines.length === lines.length &&
    record.lines.every((line, index) => {
      const next = lines[index]!;
      // A credit note's lines are negated; a client sends back what it read.
      return (
        line.description === next.description &&
        line.unitPriceOre === next.unitPriceOre &&
        Math.abs(line.quantityHundredths) === next.quantityHundredths &&
        // A client that leaves units out changes nothing by it.
        (next.unit === null || line.unit === next.unit)
      );
    });
  return (
    !sameLines ||
    invoice.customerName !== input.customerName ||
    invoice.customerEmail !== input.customerEmail ||
    invoice.customerAddress !== input.customerAddress ||
    (input.customerId !== undefined && invoice.customerId !== input.customerId) ||
    invoice.workOrderId !== input.workOrderId ||
    (input.buyerReference !== undefined && invoice.buyerReference !== input.buyerReference) ||
    (input.orderReference !== undefined && invoice.orderReference !== input.orderReference) ||
    (input.dueDate !== null && invoice.dueDate !== input.dueDate) ||
    (input.invoiceNumber !== null && invoice.invoiceNumber !== input.invoiceNumber)
  );
}

export async function updateInvoice(
  db: Database,
  actor: Actor,
  id: string,
  input: InvoiceInput,
  today: string,
): Promise<Invoice> {
  const { organisationId } = actor;
  await db.transaction(async (tx) => {
    const record = await requireInvoice(tx, organisationId, id, true);
    await lockJobs(tx, organisationId, [record.invoice.workOrderId, input.workOrderId]);
    const before = toInvoice(record, today);
    const { invoice } = record;
    if (input.invoiceDate !== null && input.invoiceDate !== invoice.invoiceDate) throw invoiceDateFixed();
    if (input.dueDate !== null && input.dueDate < invoice.invoiceDate) throw dueDateBeforeInvoiceDate().at('dueDate');
    const lines = toLines(input.items);
    const paidAt = paymentDate(input.status, input.paidAt, invoice.paidAt, invoice.invoiceDate, today);
    // Paid is what the payments say (MONEY.md decision 2): "paid" records the payment of what is left,
    // and a paid invoice with payments goes back only by deleting them.
    if (input.status !== 'paid' && invoice.status === 'paid' && (await hasPayments(tx, organisationId, id)))
      throw invoiceHasPayments();
    const becomesPaid = input.status === 'paid' && invoice.status !== 'paid';
    const status = becomesPaid ? (invoice.status as InvoiceStatus) : input.status;
    const writtenPaidAt = input.status === 'paid' ? invoice.paidAt : null;
    const hasBeenPaid = invoice.hasBeenPaid;
    if (
      isContentLocked({
        hasBeenPaid: invoice.hasBeenPaid,
        creditForInvoiceId: invoice.creditForInvoiceId,
        creditedByInvoiceId: record.creditedById,
      })
    ) {
      if (changesContent(record, input, lines)) {
        throw invoice.creditForInvoiceId !== null ? creditNoteLocked() : invoiceIssued();
      }
      await repository.updateInvoice(tx, organisationId, id, {
        status,
        paidAt: writtenPaidAt,
        hasBeenPaid,
        notes: input.notes,
      });
    } else {
      if (input.workOrderId !== invoice.workOrderId) await requireWorkOrder(tx, organisationId, input.workOrderId);
      const customerId = input.customerId === undefined ? invoice.customerId : input.customerId;
      // An interest invoice stays one: no VAT, whoever the customer is.
      const buyer =
        invoice.vatTreatment === 'interest'
          ? {
              vatTreatment: 'interest' as const,
              customerCountry: invoice.customerCountry,
              buyerVatNumber: invoice.buyerVatNumber,
            }
          : await buyerFacts(tx, organisationId, customerId);
      const invoiceNumber = input.invoiceNumber ?? invoice.invoiceNumber;
      if (
        invoiceNumber !== invoice.invoiceNumber &&
        (await repository.isInvoiceNumberTaken(tx, organisationId, invoiceNumber, id))
      ) {
        throw invoiceNumberTaken();
      }
      const totals = storedTotals(lines, buyer.vatTreatment);
      await repository.updateInvoice(tx, organisationId, id, {
        invoiceNumber,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerAddress: input.customerAddress,
        customerId,
        workOrderId: input.workOrderId,
        dueDate: input.dueDate ?? invoice.dueDate,
        notes: input.notes,
        ...(input.buyerReference !== undefined && { buyerReference: input.buyerReference }),
        ...(input.orderReference !== undefined && { orderReference: input.orderReference }),
        status,
        paidAt: writtenPaidAt,
        hasBeenPaid,
        ...buyer,
        ...totals,
      });
      await repository.replaceLines(tx, organisationId, id, lines);
      // Held to what the customer approved when what it bills changes (an interest invoice bills no job).
      const billsAnew = totals.totalOre !== invoice.totalOre || input.workOrderId !== invoice.workOrderId;
      if (billsAnew && buyer.vatTreatment !== 'interest' && invoice.creditForInvoiceId === null)
        await guardApprovedPrice(tx, actor, input.workOrderId, id, totals.totalOre, input.override);
    }
    if (status !== invoice.status) {
      await adjustCount(tx, organisationId, 'invoices', invoice.status, -1);
      await adjustCount(tx, organisationId, 'invoices', status, 1);
    }
    if (becomesPaid) {
      const written = await requireInvoice(tx, organisationId, id, true);
      const left = written.invoice.amountToPayOre + written.feesOre - written.paidOre;
      if (left > 0)
        await addPayment(
          tx,
          actor,
          id,
          { amountOre: left, date: paidAt!, method: 'transfer', reference: null },
          today,
          'paidAt',
        );
      else await markPaidWithoutPayment(tx, organisationId, written, paidAt!);
    }
    await keepBillingOf(tx, organisationId, [invoice.workOrderId, input.workOrderId]);
    const changes = changesBetween(
      before,
      toInvoice(await requireInvoice(tx, organisationId, id), today),
      AUDITED_FIELDS,
    );
    const paid = changes.some((change) => change.field === 'status' && change.to === 'paid');
    if (changes.length > 0) await recordEvent(tx, actor, 'invoice', id, paid ? 'paid' : 'updated', changes);
  });
  return getInvoice(db, organisationId, id, today);
}

/** An invoice with nothing to pay (0 kr, or paid in full already) becomes paid without a payment. */
async function markPaidWithoutPayment(db: Database, organisationId: string, record: InvoiceRecord, paidAt: string) {
  await repository.updateInvoice(db, organisationId, record.invoice.id, {
    status: 'paid',
    paidAt,
    hasBeenPaid: true,
    overpaid: record.paidOre > record.invoice.amountToPayOre + record.feesOre,
  });
  await adjustCount(db, organisationId, 'invoices', record.invoice.status, -1);
  await adjustCount(db, organisationId, 'invoices', 'paid', 1);
}
