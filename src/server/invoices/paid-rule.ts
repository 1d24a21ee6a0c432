import type { InvoiceStatus } from '../../shared/statuses';
import type { Database } from '../db/client';
import { adjustCount } from '../db/list-counts';
import { requireInvoice } from './invoice-reads';
import { listPayments, paymentsOfInvoices, type PaymentRow } from './payment-ledger-repository';
import * as repository from './repository';

// The one rule of paid (MONEY.md decision 2): an invoice's status and paid date follow from its payments.
// The core's own: it runs in the core's transactions (an invoice created or marked paid, a partial credit)
// and in the payments sub-feature's (a payment recorded or removed, the bank's file).

type Settlement = { status: InvoiceStatus; paidAt: string | null; hasBeenPaid: boolean; overpaid: boolean };

const isUnchanged = (
  next: Settlement,
  stored: { status: string; paidAt: string | null; hasBeenPaid: boolean; overpaid: boolean },
) =>
  next.status === stored.status &&
  next.paidAt === stored.paidAt &&
  next.hasBeenPaid === stored.hasBeenPaid &&
  next.overpaid === stored.overpaid;

/**
 * The one rule of paid: paid once the payments (by date, then as entered) reach what is due, dated by
 * the payment that got there; pending again when they no longer do. Partial credit notes lower what is
 * due on their dates (docs/decisions/039): one that brings a partly paid invoice to 0 makes it paid that day.
 */
export function settlementOf(
  invoice: { status: string; hasBeenPaid: boolean; amountDueOre: number },
  rows: ReadonlyArray<{ amountOre: number; paymentDate: string }>,
  credits: ReadonlyArray<{ amountOre: number; paymentDate: string }> = [],
): Settlement {
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

/**
 * Brings the stored status in line with the payments, in the caller's transaction: paid once they
 * reach the amount to pay (dated by the payment that settled it), pending again when a payment is
 * removed; the list's counters follow. Credit notes and credited invoices keep theirs.
 */
export async function settleInvoice(db: Database, organisationId: string, invoiceId: string): Promise<void> {
  const record = await requireInvoice(db, organisationId, invoiceId, true);
  const { invoice } = record;
  if (invoice.creditForInvoiceId !== null || record.creditedById !== null) return;
  const rows = await listPayments(db, organisationId, invoiceId);
  const credits =
    record.creditNoteIds.length === 0
      ? []
      : (await repository.creditNotesOf(db, organisationId, invoiceId)).map((note) => ({
          amountOre: -note.amountToPayOre,
          paymentDate: note.invoiceDate,
        }));
  const next = settlementOf(
    { status: invoice.status, hasBeenPaid: invoice.hasBeenPaid, amountDueOre: invoice.amountToPayOre + record.feesOre },
    rows,
    credits,
  );
  if (isUnchanged(next, invoice)) return;
  await repository.updateInvoice(db, organisationId, invoiceId, next);
  if (next.status !== invoice.status) {
    await adjustCount(db, organisationId, 'invoices', invoice.status, -1);
    await adjustCount(db, organisationId, 'invoices', next.status, 1);
  }
}

/** What the paid rule needs of an invoice about to take payments, locked for the caller's transaction. */
export type LockedForPayment = Awaited<ReturnType<typeof repository.lockForSettlement>>[number];

/**
 * Locks many invoices for payments in the caller's transaction, in one order (no deadlock): what the
 * paid rule needs of each, and whether it is closed to payments (a credit note, a wholly credited invoice).
 */
export async function lockForPayments(
  db: Database,
  organisationId: string,
  ids: string[],
): Promise<LockedForPayment[]> {
  return repository.lockForSettlement(db, organisationId, ids);
}

/**
 * The paid rule for many invoices locked by `lockForPayments`, after their payments were written: a few
 * statements per thousand (the bank's file of 10 000 payments), the list's counters in one step each.
 */
export async function settleLocked(
  db: Database,
  organisationId: string,
  invoices: ReadonlyArray<LockedForPayment>,
): Promise<void> {
  const byInvoice = new Map<string, PaymentRow[]>();
  for (const row of await paymentsOfInvoices(
    db,
    organisationId,
    invoices.map((invoice) => invoice.id),
  )) {
    const list = byInvoice.get(row.invoiceId) ?? [];
    list.push(row);
    byInvoice.set(row.invoiceId, list);
  }
  const changed: Array<Settlement & { id: string }> = [];
  const countChanges = new Map<string, number>();
  for (const invoice of invoices) {
    const next = settlementOf(invoice, byInvoice.get(invoice.id) ?? []);
    if (isUnchanged(next, invoice)) continue;
    changed.push({ id: invoice.id, ...next });
    if (next.status !== invoice.status) {
      countChanges.set(invoice.status, (countChanges.get(invoice.status) ?? 0) - 1);
      countChanges.set(next.status, (countChanges.get(next.status) ?? 0) + 1);
    }
  }
  await repository.updateSettlements(db, organisationId, changed);
  for (const [status, delta] of countChanges) await adjustCount(db, organisationId, 'invoices', status, delta);
}
