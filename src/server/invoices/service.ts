import { addDays } from '../../shared/dates';
import { isContentLocked, type Invoice, type InvoiceInput, type InvoiceStatus } from '../../shared/invoices';
import { messages } from '../../shared/messages';
import { invoiceTotals, lineAmountOre, toKronor, toOre } from '../../shared/money';
import { creditTotals, type CreditRequest } from '../../shared/credit';
import { vatRateOf, vatTreatmentOf, type VatTreatment } from '../../shared/vat-treatment';
import type { Database } from '../db/client';
import { adjustCount } from '../db/list-counts';
import { badRequest, conflict, notFound } from '../http/errors';
import { requireCustomer } from '../customers/service';
import { findWorkOrderSummary, lockJobs } from '../work-orders/service';
import { freeInvoiced, markInvoiced } from '../time/service';
import { keepBillingOf } from './job-billing';
import { toInvoice } from './mapper';
import { addPayment, hasPayments } from './payment-ledger';
import { settleInvoice } from './paid-rule';
import { defaultDueDate, getInvoice, requireInvoice } from './invoice-reads';
import { insertUnderNextNumber, takeOcrSerial } from './numbers';
import * as repository from './repository';
import type { InvoiceRecord, NewInvoiceLine, NewInvoiceRow } from './repository';
import { changesBetween, recordEvent, type Actor } from '../audit/service';

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

// What the features above read of this one (docs/decisions/008: another feature's service is its public face).
export {
  invoiceSummariesOf,
  findInvoicesByNumber,
  invoiceExists,
  invoicesByOcrOrNumber,
  type PayableCandidate,
} from './repository';
// The payment ledger and the paid rule, for the payments sub-feature and bank files (docs/decisions/040).
export { addPayment, hasPayments, ledgerOf } from './payment-ledger';
export { lockForPayments, settleInvoice, settleLocked, type LockedForPayment } from './paid-rule';
export { keepBillingOf } from './job-billing';
export { markSent } from './mark-sent';
export { DEFAULT_PAGE_SIZE, defaultDueDate, getInvoice, listInvoices, requireInvoice } from './invoice-reads';

function toLines(items: InvoiceInput['items']): NewInvoiceLine[] {
  return items.map((item, position) => {
    // The schema allows two decimals at most, so these conversions are exact.
    const quantityHundredths = toOre(item.quantity)!;
    const unitPriceOre = toOre(item.price)!;
    return {
      position,
      description: item.description,
      quantityHundredths,
      unitPriceOre,
      amountOre: lineAmountOre(quantityHundredths, unitPriceOre),
      unit: item.unit ?? null,
    };
  });
}

/** What an invoice is, fixed when it is written (docs/invoicing.md): every reader reads these. */
function storedTotals(lines: NewInvoiceLine[], treatment: VatTreatment) {
  const totals = invoiceTotals(lines, vatRateOf(treatment));
  return {
    netOre: totals.netOre,
    vatOre: totals.vatOre,
    totalOre: totals.totalOre,
    roundingOre: totals.roundingOre,
    amountToPayOre: totals.amountToPayOre,
  };
}

/** A payment is dated: today unless given, never before the invoice nor in the future. */
function paymentDate(
  status: InvoiceStatus,
  given: string | null,
  previous: string | null,
  invoiceDate: string,
  today: string,
): string | null {
  if (status !== 'paid') return null;
  const paidAt = given ?? previous ?? today;
  if (paidAt < invoiceDate)
    throw badRequest(messages.paidBeforeInvoiceDate, [{ field: 'paidAt', message: messages.paidBeforeInvoiceDate }]);
  if (paidAt > today) throw badRequest(messages.paidInFuture, [{ field: 'paidAt', message: messages.paidInFuture }]);
  return paidAt;
}

async function requireWorkOrder(db: Database, organisationId: string, workOrderId: string) {
  const workOrder = await findWorkOrderSummary(db, organisationId, workOrderId);
  if (!workOrder) throw notFound(messages.workOrderNotFound);
  return workOrder;
}

/** What an invoice made from another (a credit note, an interest invoice) takes over: the buyer, its references and the job. */
function sameBuyerAndJob(invoice: InvoiceRecord['invoice']) {
  return {
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    customerAddress: invoice.customerAddress,
    customerId: invoice.customerId,
    buyerReference: invoice.buyerReference,
    orderReference: invoice.orderReference,
    workOrderId: invoice.workOrderId,
  };
}

/** Inserts the header under the client's number or the next of the series, then its lines. */
async function insertWithLines(
  db: Database,
  values: Omit<NewInvoiceRow, 'invoiceNumber' | 'ocrSerial'>,
  lines: NewInvoiceLine[],
  givenNumber: string | null,
) {
  // A credit note or interest invoice (dated today) waits for a backdated invoice checked before it.
  await repository.lockInvoiceDates(db, values.organisationId);
  const ocrSerial = await takeOcrSerial(db, values.organisationId);
  const tryInsert = (invoiceNumber: string) => repository.insertInvoice(db, { ...values, invoiceNumber, ocrSerial });
  const row = givenNumber
    ? await tryInsert(givenNumber)
    : await insertUnderNextNumber(db, values.organisationId, values.invoiceDate, tryInsert);
  if (!row) throw conflict(givenNumber ? messages.invoiceNumberTaken : messages.numbersExhausted);
  await repository.replaceLines(db, values.organisationId, row.id, lines);
  await adjustCount(db, values.organisationId, 'invoices', row.status, 1);
  return row;
}

/**
 * The buyer's VAT facts, from the customer of the register: its country, its VAT number and how VAT
 * applies. Reverse charge needs the buyer's VAT number on the invoice (17 kap. 24 §): 409 without it.
 */
async function buyerFacts(db: Database, organisationId: string, customerId: string | null) {
  const customer = customerId ? await requireCustomer(db, organisationId, customerId) : null;
  const vatTreatment = vatTreatmentOf(customer);
  if (vatTreatment === 'reverse-charge' && !customer?.vatNumber) throw conflict(messages.reverseChargeNeedsVatNumber);
  return {
    vatTreatment,
    customerCountry: customer?.country ?? 'SE',
    buyerVatNumber: vatTreatment === 'reverse-charge' ? customer!.vatNumber : null,
  };
}

/** Er referens of a new invoice: as given, else its customer's. */
async function buyerReferenceOf(
  db: Database,
  organisationId: string,
  given: string | null | undefined,
  customerId: string | null,
) {
  if (given !== undefined || !customerId) return given ?? null;
  return (await requireCustomer(db, organisationId, customerId)).reference;
}

const refuseField = (field: string, message: string) => badRequest(message, [{ field, message }]);

/**
 * The date of a new invoice: today unless the office sets it, never later than today, and never before
 * the newest invoice of the workshop: numbers run per month in the order invoices are written, so an
 * earlier date after a later one would break the order of numbers and dates (docs/decisions/036).
 */
async function issueDate(db: Database, organisationId: string, given: string | null, today: string): Promise<string> {
  const invoiceDate = given ?? today;
  if (invoiceDate > today) throw refuseField('invoiceDate', messages.invoiceDateInFuture);
  // Held until commit, past the number this invoice takes: another invoice's date cannot slip in between.
  await repository.lockInvoiceDates(db, organisationId);
  const last = await repository.lastInvoiceDate(db, organisationId);
  if (last !== null && invoiceDate < last) throw refuseField('invoiceDate', messages.invoiceDateBeforeLast(last));
  return invoiceDate;
}

export async function createInvoice(db: Database, actor: Actor, input: InvoiceInput, today: string): Promise<Invoice> {
  const { organisationId } = actor;
  const id = await db.transaction(async (tx) => {
    const workOrder = await requireWorkOrder(tx, organisationId, input.workOrderId);
    // The job before its time entries and this invoice, as every writer of them takes it (work-orders/kept-amounts.ts).
    await lockJobs(tx, organisationId, [input.workOrderId]);
    const invoiceDate = await issueDate(tx, organisationId, input.invoiceDate, today);
    const customerId = input.customerId === undefined ? workOrder.customerId : input.customerId;
    const dueDate = input.dueDate ?? (await defaultDueDate(tx, organisationId, invoiceDate, customerId));
    if (dueDate < invoiceDate) throw refuseField('dueDate', messages.dueDateBeforeInvoiceDate);
    if (customerId && input.dueDate) await requireCustomer(tx, organisationId, customerId);
    const lines = toLines(input.items);
    const buyer = await buyerFacts(tx, organisationId, customerId);
    const paidAt = paymentDate(input.status, input.paidAt, null, invoiceDate, today);
    const row = await insertWithLines(
      tx,
      {
        organisationId,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerAddress: input.customerAddress,
        customerId,
        workOrderId: input.workOrderId,
        invoiceDate,
        dueDate,
        notes: input.notes,
        buyerReference: await buyerReferenceOf(tx, organisationId, input.buyerReference, customerId),
        orderReference: input.orderReference ?? null,
        status: input.status,
        paidAt,
        hasBeenPaid: paidAt !== null,
        ...buyer,
        ...storedTotals(lines, buyer.vatTreatment),
      },
      lines,
      input.invoiceNumber,
    );
    await recordEvent(tx, actor, 'invoice', row.id, 'created');
    // Created as paid: the payment that paid it, so that what is paid is the sum of its payments.
    if (paidAt !== null && row.amountToPayOre > 0)
      await addPayment(
        tx,
        actor,
        row.id,
        { amountOre: row.amountToPayOre, date: paidAt, method: 'transfer', reference: null },
        today,
        'paidAt',
      );
    // The work order's unbilled time is billed by this invoice: locked until it is deleted or credited.
    await markInvoiced(tx, organisationId, input.workOrderId, row.id);
    await keepBillingOf(tx, organisationId, [input.workOrderId]);
    return row.id;
  });
  return getInvoice(db, organisationId, id, today);
}

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
    if (input.invoiceDate !== null && input.invoiceDate !== invoice.invoiceDate)
      throw conflict(messages.invoiceDateFixed);
    if (input.dueDate !== null && input.dueDate < invoice.invoiceDate)
      throw refuseField('dueDate', messages.dueDateBeforeInvoiceDate);
    const lines = toLines(input.items);
    const paidAt = paymentDate(input.status, input.paidAt, invoice.paidAt, invoice.invoiceDate, today);
    // Paid is what the payments say (MONEY.md decision 2): "paid" records the payment of what is left,
    // and a paid invoice with payments goes back only by deleting them.
    if (input.status !== 'paid' && invoice.status === 'paid' && (await hasPayments(tx, organisationId, id)))
      throw conflict(messages.invoiceHasPayments);
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
        throw conflict(invoice.creditForInvoiceId !== null ? messages.creditNoteLocked : messages.invoiceContentLocked);
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
        throw conflict(messages.invoiceNumberTaken);
      }
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
        ...storedTotals(lines, buyer.vatTreatment),
      });
      await repository.replaceLines(tx, organisationId, id, lines);
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

/** Only an invoice whose content can still change can be deleted (docs/invoicing.md). */
export async function deleteInvoice(db: Database, actor: Actor, id: string): Promise<void> {
  const { organisationId } = actor;
  await db.transaction(async (tx) => {
    const { invoice, creditedById } = await requireInvoice(tx, organisationId, id, true);
    if (
      isContentLocked({
        hasBeenPaid: invoice.hasBeenPaid,
        creditForInvoiceId: invoice.creditForInvoiceId,
        creditedByInvoiceId: creditedById,
      })
    ) {
      throw conflict(messages.invoiceNotDeletable);
    }
    await lockJobs(tx, organisationId, [invoice.workOrderId]);
    await repository.deleteInvoice(tx, organisationId, id);
    await keepBillingOf(tx, organisationId, [invoice.workOrderId]);
    await adjustCount(tx, organisationId, 'invoices', invoice.status, -1);
    await recordEvent(tx, actor, 'invoice', id, 'deleted', [
      { field: 'invoiceNumber', from: invoice.invoiceNumber, to: null },
    ]);
  });
}

/**
 * A credit note (docs/decisions/039): the next number, negative lines and a reference to the original
 * (docs/invoicing.md); the whole rest, chosen lines or an amount, never more than is left. The original's
 * row is locked first, so two credits of one invoice (or a credit and a payment) run one after the other.
 */
export async function creditInvoice(
  db: Database,
  actor: Actor,
  id: string,
  request: CreditRequest,
  today: string,
): Promise<Invoice> {
  const { organisationId } = actor;
  const creditId = await db.transaction(async (tx) => {
    const { invoice, lines, creditedById } = await requireInvoice(tx, organisationId, id, true);
    if (invoice.creditForInvoiceId) throw conflict(messages.creditOfCreditNote);
    if (creditedById) throw conflict(messages.alreadyCredited);
    await lockJobs(tx, organisationId, [invoice.workOrderId]);
    const earlier = await repository.creditNotesOf(tx, organisationId, id);
    const outcome = creditTotals(
      { ...invoice, vatRatePercent: vatRateOf(invoice.vatTreatment as VatTreatment), lines },
      earlier,
      request,
    );
    if (!outcome.ok) {
      const errors = outcome.field ? [{ field: outcome.field, message: outcome.message }] : undefined;
      throw outcome.status === 400 ? badRequest(outcome.message, errors) : conflict(outcome.message);
    }
    const { note } = outcome;
    const row = await insertWithLines(
      tx,
      {
        organisationId,
        ...sameBuyerAndJob(invoice),
        invoiceDate: today,
        dueDate: today,
        notes: `Kreditering av faktura ${invoice.invoiceNumber} daterad ${invoice.invoiceDate}.`,
        status: 'pending',
        paidAt: null,
        // A credit note corrects the original as it was: the same buyer and VAT.
        vatTreatment: invoice.vatTreatment,
        customerCountry: invoice.customerCountry,
        buyerVatNumber: invoice.buyerVatNumber,
        netOre: note.netOre,
        vatOre: note.vatOre,
        totalOre: note.totalOre,
        roundingOre: note.roundingOre,
        amountToPayOre: note.amountToPayOre,
        creditForInvoiceId: invoice.id,
        completesCredit: note.completes,
      },
      note.lines,
      null,
    );
    await recordEvent(tx, actor, 'invoice', invoice.id, 'credited', [
      ...(note.completes ? [{ field: 'creditedByInvoiceId', from: null, to: row.id }] : []),
      { field: 'creditedAmount', from: null, to: toKronor(-note.amountToPayOre) },
    ]);
    // Credited in full: the time it billed can be billed again. A part says nothing of which hours were wrong.
    if (note.completes) await freeInvoiced(tx, organisationId, invoice.id);
    // In part: what was paid may now cover the rest, which makes it paid on the note's date.
    else await settleInvoice(tx, organisationId, invoice.id);
    await keepBillingOf(tx, organisationId, [invoice.workOrderId]);
    await recordEvent(tx, actor, 'invoice', row.id, 'created', [
      { field: 'creditForInvoiceId', from: null, to: invoice.id },
    ]);
    return row.id;
  });
  return getInvoice(db, organisationId, creditId, today);
}

/**
 * POST /invoice/{id}/interest-invoice: a räntefaktura (its own number and OCR, no VAT, booked on 8313)
 * for the interest to today; the original's interest then counts from today. 409 when there is none.
 */
export async function createInterestInvoice(db: Database, actor: Actor, id: string, today: string): Promise<Invoice> {
  const { organisationId } = actor;
  const interestId = await db.transaction(async (tx) => {
    const record = await requireInvoice(tx, organisationId, id, true);
    const { invoice } = record;
    if (invoice.creditForInvoiceId !== null || record.creditedById !== null || invoice.interestForInvoiceId !== null)
      throw conflict(messages.interestInvoiceNotAllowed);
    const interestOre = await repository.interestToDateOre(tx, organisationId, id, today);
    if (interestOre <= 0) throw conflict(messages.interestNothingToBill);
    const from = await repository.interestFromOf(tx, organisationId, id);
    const lines = toLines([
      {
        description: `Dröjsmålsränta på faktura ${invoice.invoiceNumber}, ${addDays(from, 1)}–${today}`,
        quantity: 1,
        price: interestOre / 100,
        unit: null,
      },
    ]);
    const row = await insertWithLines(
      tx,
      {
        organisationId,
        ...sameBuyerAndJob(invoice),
        invoiceDate: today,
        dueDate: await defaultDueDate(tx, organisationId, today, invoice.customerId),
        notes: `Räntefaktura för faktura ${invoice.invoiceNumber} (förföll ${invoice.dueDate}).`,
        status: 'pending',
        paidAt: null,
        hasBeenPaid: false,
        vatTreatment: 'interest',
        customerCountry: invoice.customerCountry,
        buyerVatNumber: invoice.buyerVatNumber,
        interestForInvoiceId: id,
        ...storedTotals(lines, 'interest'),
      },
      lines,
      null,
    );
    await recordEvent(tx, actor, 'invoice', row.id, 'created', [{ field: 'interestForInvoiceId', from: null, to: id }]);
    await recordEvent(tx, actor, 'invoice', id, 'interest-billed', [
      { field: 'interestInvoice', from: null, to: row.invoiceNumber },
    ]);
    return row.id;
  });
  return getInvoice(db, organisationId, interestId, today);
}
