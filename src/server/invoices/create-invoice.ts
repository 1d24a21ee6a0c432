import {
  buyerFacts,
  buyerReferenceOf,
  insertWithLines,
  paymentDate,
  requireWorkOrder,
  storedTotals,
  toLines,
} from './write-steps';
import { type Invoice, type InvoiceInput } from '../../shared/invoices';
import type { Database } from '../db/client';
import { requireCustomer } from '../customers/service';
import { lockJobs } from '../work-orders/service';
import { markInvoiced } from '../time/service';
import { keepBillingOf } from './job-billing';
import { guardApprovedPrice } from './price-guard';
import { addPayment } from './payment-ledger';
import * as repository from './repository';
import { recordEvent, type Actor } from '../audit/service';
import { defaultDueDate, getInvoice } from './invoice-reads';
import { dueDateBeforeInvoiceDate, invoiceDateBeforeLast, invoiceDateInFuture } from './errors';

// POST /invoice: a new invoice of a work order, under the next number or the client's.

/**
 * The date of a new invoice: today unless the office sets it, never later than today, and never before
 * the newest invoice of the workshop: numbers run per month in the order invoices are written, so an
 * earlier date after a later one would break the order of numbers and dates (docs/decisions/036).
 */
async function issueDate(db: Database, organisationId: string, given: string | null, today: string): Promise<string> {
  const invoiceDate = given ?? today;
  if (invoiceDate > today) throw invoiceDateInFuture().at('invoiceDate');
  // Held until commit, past the number this invoice takes: another invoice's date cannot slip in between.
  await repository.lockInvoiceDates(db, organisationId);
  const last = await repository.lastInvoiceDate(db, organisationId);
  if (last !== null && invoiceDate < last) throw invoiceDateBeforeLast(last).at('invoiceDate');
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
    if (dueDate < invoiceDate) throw dueDateBeforeInvoiceDate().at('dueDate');
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
    await guardApprovedPrice(tx, actor, input.workOrderId, row.id, row.totalOre, input.override);
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
