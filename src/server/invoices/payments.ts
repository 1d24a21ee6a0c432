import { toKronor } from '../../shared/money';
import { messages } from '../../shared/messages';
import type { Payment, PaymentMethod } from '../../shared/payments';
import type { InvoiceStatus } from '../../shared/statuses';
import { randomUUID } from 'node:crypto';
import { recordEvent, recordEvents, type Actor } from '../audit/service';
import type { Database } from '../db/client';
import { adjustCount } from '../db/list-counts';
import { badRequest, conflict, notFound } from '../http/errors';
import * as payments from './payments-repository';
import * as repository from './repository';

// Payments as a ledger (MONEY.md decision 2): the invoice's paid status and date follow from them.

async function requireInvoice(db: Database, organisationId: string, id: string, lock = false) {
  const record = await repository.findInvoice(db, organisationId, id, lock);
  if (!record) throw notFound(messages.invoiceNotFound);
  return record;
}

export function toPayment(row: payments.PaymentRow): Payment {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    amount: toKronor(row.amountOre),
    date: row.paymentDate,
    method: row.method as PaymentMethod,
    reference: row.reference,
    source: row.source as Payment['source'],
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Brings the stored status in line with the payments, in the caller's transaction: paid once they
 * reach the amount to pay (dated by the payment that settled it), pending again when a payment is
 * removed; the list's counters follow. Credit notes and credited invoices keep theirs.
 */
export async function settleInvoice(db: Database, organisationId: string, invoiceId: string): Promise<void> {
  const record = await requireInvoice(db, organisationId, invoiceId, true);
  const { invoice } = record;
  if (invoice.creditForInvoiceId !== null || record.creditedById !== null) return;
  const rows = await payments.listPayments(db, organisationId, invoiceId);
  const credits =
    record.creditNoteIds.length === 0
      ? []
      : (await repository.creditNotesOf(db, organisationId, invoiceId)).map((note) => ({
          amountOre: -note.amountToPayOre,
          paymentDate: note.invoiceDate,
        }));
  const next = settlementOf(
    {
      status: invoice.status,
      hasBeenPaid: invoice.hasBeenPaid,
      amountDueOre: invoice.amountToPayOre + record.feesOre,
    },
    rows,
    credits,
  );
  if (
    next.status === invoice.status &&
    next.paidAt === invoice.paidAt &&
    next.hasBeenPaid === invoice.hasBeenPaid &&
    next.overpaid === invoice.overpaid
  )
    return;
  await repository.updateInvoice(db, organisationId, invoiceId, next);
  if (next.status !== invoice.status) {
    await adjustCount(db, organisationId, 'invoices', invoice.status, -1);
    await adjustCount(db, organisationId, 'invoices', next.status, 1);
  }
}

/**
 * The one rule of paid: paid once the payments (by date, then as entered) reach what is due, dated by
 * the payment that got there; pending again when they no longer do. Partial credit notes lower what is
 * due on their dates (docs/decisions/039): one that brings a partly paid invoice to 0 makes it paid that day.
 */
export function settlementOf(
  invoice: { status: string; hasBeenPaid: boolean; amountDueOre: number },
  rows: ReadonlyArray<{ amountOre: number; paymentDate: string }>,
  credits: ReadonlyArray<{ amountOre: number; paymentDate: string }> = [],
): { status: InvoiceStatus; paidAt: string | null; hasBeenPaid: boolean; overpaid: boolean } {
  let sum = 0;
  let settledOn: string | null = null;
  // Stable: payments keep their order, and a credit comes after the payments of its day.
  const reductions = [...rows, ...credits].sort((a, b) => a.paymentDate.localeCompare(b.paymentDate));
  for (const row of reductions) {
    sum += row.amountOre;
    if (settledOn === null && sum >= invoice.amountDueOre) settledOn = row.paymentDate;
  }
  const isPaid = rows.length > 0 && settledOn !== null;
  const status: InvoiceStatus = isPaid
    ? 'paid'
    : invoice.status === 'paid'
      ? 'pending'
      : (invoice.status as InvoiceStatus);
  return {
    status,
    paidAt: isPaid ? settledOn : null,
    hasBeenPaid: invoice.hasBeenPaid || rows.length > 0,
    overpaid: sum > invoice.amountDueOre,
  };
}

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
  const id = await payments.insertPayment(db, {
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

/** POST /invoice/{id}/payments. */
export async function registerPayment(
  db: Database,
  actor: Actor,
  invoiceId: string,
  input: { amount: number; date: string; method: PaymentMethod; reference: string | null },
  today: string,
): Promise<Payment> {
  const id = await db.transaction((tx) =>
    addPayment(tx, actor, invoiceId, { ...input, amountOre: input.amount }, today),
  );
  return toPayment((await payments.findPayment(db, actor.organisationId, id))!);
}

export async function paymentsOf(db: Database, organisationId: string, invoiceId: string): Promise<Payment[]> {
  await requireInvoice(db, organisationId, invoiceId);
  return (await payments.listPayments(db, organisationId, invoiceId)).map(toPayment);
}

/** DELETE /payments/{id}: gone from the ledger, kept in the trail; the invoice may be unpaid again. */
export async function removePayment(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const payment = await payments.findPayment(tx, actor.organisationId, id);
    if (!payment) throw notFound(messages.paymentNotFound);
    await requireInvoice(tx, actor.organisationId, payment.invoiceId, true);
    await payments.deletePayment(tx, id);
    await recordEvent(tx, actor, 'payment', id, 'deleted', [
      { field: 'invoiceId', from: payment.invoiceId, to: null },
      { field: 'amount', from: toKronor(payment.amountOre), to: null },
      { field: 'date', from: payment.paymentDate, to: null },
      { field: 'method', from: payment.method, to: null },
    ]);
    await settleInvoice(tx, actor.organisationId, payment.invoiceId);
  });
}

/** Whether the invoice has payments: then its status is theirs to decide. */
export async function hasPayments(db: Database, organisationId: string, invoiceId: string): Promise<boolean> {
  return (await payments.listPayments(db, organisationId, invoiceId)).length > 0;
}

/** One payment as the API shows it (after a feature above booked it in its transaction). */
export async function paymentOf(db: Database, organisationId: string, id: string): Promise<Payment> {
  const row = await payments.findPayment(db, organisationId, id);
  if (!row) throw notFound(messages.paymentNotFound);
  return toPayment(row);
}

/**
 * Books many payments from the bank's file in the caller's transaction, as `addPayment` would one by
 * one (payment rows, an audit event each, the paid rule) in a few statements per thousand: a file of
 * 10 000 payments took half a minute one at a time. Invoices that take no payments are refused.
 */
export async function addBankPayments(
  db: Database,
  actor: Actor,
  items: ReadonlyArray<{
    invoiceId: string;
    amountOre: number;
    date: string;
    method: PaymentMethod;
    reference: string | null;
  }>,
): Promise<string[]> {
  if (items.length === 0) return [];
  const organisationId = actor.organisationId;
  const invoices = new Map(
    (await repository.lockForSettlement(db, organisationId, [...new Set(items.map((item) => item.invoiceId))])).map(
      (row) => [row.id, row],
    ),
  );
  for (const item of items) {
    const invoice = invoices.get(item.invoiceId);
    if (!invoice) throw notFound(messages.invoiceNotFound);
    if (invoice.closed) throw conflict(messages.paymentOnCredited);
  }
  const rows = items.map((item) => ({
    id: randomUUID(),
    organisationId,
    invoiceId: item.invoiceId,
    amountOre: item.amountOre,
    paymentDate: item.date,
    method: item.method,
    reference: item.reference,
    source: 'bank-file' as const,
    createdBy: actor.id,
  }));
  await payments.insertPayments(db, rows);
  await recordEvents(
    db,
    actor,
    rows.map((row) => ({
      entity: 'payment' as const,
      entityId: row.id,
      action: 'created',
      changes: [
        { field: 'invoiceId', from: null, to: row.invoiceId },
        { field: 'amount', from: null, to: toKronor(row.amountOre) },
        { field: 'date', from: null, to: row.paymentDate },
      ],
    })),
  );
  const byInvoice = new Map<string, payments.PaymentRow[]>();
  for (const row of await payments.paymentsOfInvoices(db, organisationId, [...invoices.keys()])) {
    const list = byInvoice.get(row.invoiceId) ?? [];
    list.push(row);
    byInvoice.set(row.invoiceId, list);
  }
  const changed: Array<{
    id: string;
    status: string;
    paidAt: string | null;
    hasBeenPaid: boolean;
    overpaid: boolean;
  }> = [];
  const countChanges = new Map<string, number>();
  for (const invoice of invoices.values()) {
    const next = settlementOf(invoice, byInvoice.get(invoice.id) ?? []);
    if (
      next.status === invoice.status &&
      next.paidAt === invoice.paidAt &&
      next.hasBeenPaid === invoice.hasBeenPaid &&
      next.overpaid === invoice.overpaid
    )
      continue;
    changed.push({ id: invoice.id, ...next });
    if (next.status !== invoice.status) {
      countChanges.set(invoice.status, (countChanges.get(invoice.status) ?? 0) - 1);
      countChanges.set(next.status, (countChanges.get(next.status) ?? 0) + 1);
    }
  }
  await repository.updateSettlements(db, organisationId, changed);
  for (const [status, delta] of countChanges) await adjustCount(db, organisationId, 'invoices', status, delta);
  return rows.map((row) => row.id);
}
