import { randomUUID } from 'node:crypto';
import { toKronor } from '../../../shared/money';
import { messages } from '../../../shared/messages';
import type { Payment, PaymentMethod } from '../../../shared/payments';
import { recordEvent, recordEvents, type Actor } from '../../audit/service';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { addPayment, ledgerOf, lockForPayments, requireInvoice, settleInvoice, settleLocked } from '../service';
import * as repository from './repository';
import type { PaymentRow } from './repository';

// Payments as a ledger (MONEY.md decision 2): recorded, listed and removed here; recording one and the
// paid rule are the invoice core's (payment-ledger.ts, paid-rule.ts), which the core runs too.

export function toPayment(row: PaymentRow): Payment {
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
  return toPayment((await repository.findPayment(db, actor.organisationId, id))!);
}

export async function paymentsOf(db: Database, organisationId: string, invoiceId: string): Promise<Payment[]> {
  await requireInvoice(db, organisationId, invoiceId);
  return (await ledgerOf(db, organisationId, invoiceId)).map(toPayment);
}

/** DELETE /payments/{id}: gone from the ledger, kept in the trail; the invoice may be unpaid again. */
export async function removePayment(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const payment = await repository.findPayment(tx, actor.organisationId, id);
    if (!payment) throw notFound(messages.paymentNotFound);
    await requireInvoice(tx, actor.organisationId, payment.invoiceId, true);
    await repository.deletePayment(tx, id);
    await recordEvent(tx, actor, 'payment', id, 'deleted', [
      { field: 'invoiceId', from: payment.invoiceId, to: null },
      { field: 'amount', from: toKronor(payment.amountOre), to: null },
      { field: 'date', from: payment.paymentDate, to: null },
      { field: 'method', from: payment.method, to: null },
    ]);
    await settleInvoice(tx, actor.organisationId, payment.invoiceId);
  });
}

/** One payment as the API shows it (after a feature above booked it in its transaction). */
export async function paymentOf(db: Database, organisationId: string, id: string): Promise<Payment> {
  const row = await repository.findPayment(db, organisationId, id);
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
    (await lockForPayments(db, organisationId, [...new Set(items.map((item) => item.invoiceId))])).map((row) => [
      row.id,
      row,
    ]),
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
  await repository.insertPayments(db, rows);
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
  await settleLocked(db, organisationId, [...invoices.values()]);
  return rows.map((row) => row.id);
}
