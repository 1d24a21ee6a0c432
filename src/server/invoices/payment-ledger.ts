import { toKronor } from '../../shared/money';
import { messages } from '../../shared/messages';
import type { Payment, PaymentMethod } from '../../shared/payments';
import { recordEvent, type Actor } from '../audit/service';
import type { Database } from '../db/client';
import { badRequest, conflict } from '../http/errors';
import { requireInvoice } from './invoice-reads';
import { settleInvoice } from './paid-rule';
import { insertPayment, listPayments, type PaymentRow } from './payment-ledger-repository';

// Payments as a ledger (MONEY.md decision 2): recording one is the core's, since the core records the
// payment of an invoice created or marked paid; the payments sub-feature (payments/) uses the same.

/** A payment may not be dated before the invoice nor after today. */
function checkDate(date: string, invoiceDate: string, today: string, field = 'date') {
  if (date < invoiceDate)
    throw badRequest(messages.paidBeforeInvoiceDate, [{ field, message: messages.paidBeforeInvoiceDate }]);
  if (date > today) throw badRequest(messages.paidInFuture, [{ field, message: messages.paidInFuture }]);
}

/**
 * Records a payment in the caller's transaction; refused on a credit note or a credited invoice. A
 * payment from the bank's file keeps the bank's date, whatever the invoice's.
 */
export async function addPayment(
  db: Database,
  actor: Actor,
  invoiceId: string,
  input: {
    amountOre: number;
    date: string;
    method: PaymentMethod;
    reference: string | null;
    source?: Payment['source'];
  },
  today: string,
  field = 'date',
): Promise<string> {
  const record = await requireInvoice(db, actor.organisationId, invoiceId, true);
  if (record.invoice.creditForInvoiceId !== null) throw conflict(messages.paymentOnCreditNote);
  if (record.creditedById !== null) throw conflict(messages.paymentOnCredited);
  if (input.source !== 'bank-file') checkDate(input.date, record.invoice.invoiceDate, today, field);
  const id = await insertPayment(db, {
    organisationId: actor.organisationId,
    invoiceId,
    amountOre: input.amountOre,
    paymentDate: input.date,
    method: input.method,
    reference: input.reference,
    source: input.source ?? 'manual',
    createdBy: actor.id,
  });
  await recordEvent(db, actor, 'payment', id, 'created', [
    { field: 'invoiceId', from: null, to: invoiceId },
    { field: 'amount', from: null, to: toKronor(input.amountOre) },
    { field: 'date', from: null, to: input.date },
  ]);
  await settleInvoice(db, actor.organisationId, invoiceId);
  return id;
}

/** An invoice's payments by date, then as entered. */
export async function ledgerOf(db: Database, organisationId: string, invoiceId: string): Promise<PaymentRow[]> {
  return listPayments(db, organisationId, invoiceId);
}

/** Whether the invoice has payments: then its status is theirs to decide. */
export async function hasPayments(db: Database, organisationId: string, invoiceId: string): Promise<boolean> {
  return (await listPayments(db, organisationId, invoiceId)).length > 0;
}
