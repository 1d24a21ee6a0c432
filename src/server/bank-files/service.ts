import type { ImportResult, UnmatchedPayment } from '../../shared/bank-files';
import { toKronor } from '../../shared/money';
import type { Payment } from '../../shared/payments';
import { recordEvent, type Actor } from '../audit/service';
import type { Database } from '../db/client';
import { addPayment } from '../invoices/service';
import { addBankPayments, paymentOf } from '../invoices/payments/service';
import { findCompany } from '../organisations/service';
import { giroDigits, type Account, type BankFile, type IncomingPayment } from './bank-file';
import { matchPayments } from './matching';
import * as repository from './repository';
import {
  bankFileNoAccount,
  unmatchedPaymentNotFound,
  unmatchedPaymentTaken,
  bankFileDuplicate,
  bankFileOtherAccount,
} from './errors';

// Reading the bank's file of incoming payments (MONEY.md decision 3): all or nothing, each payment once.

function labelOf(account: Account): string {
  if (account.kind === 'iban') return `IBAN ${account.number}`;
  const digits = giroDigits(account.number);
  if (account.kind === 'plusgiro') return `plusgiro ${digits.slice(0, -1)}-${digits.slice(-1)}`;
  return `bankgiro ${digits.slice(0, -4)}-${digits.slice(-4)}`;
}

/** Every account the file names is the workshop's own, or the file is refused. */
async function checkAccounts(db: Database, organisationId: string, file: BankFile) {
  const company = await findCompany(db, organisationId);
  const own = {
    bankgiro: giroDigits(company.bankgiro),
    plusgiro: giroDigits(company.plusgiro),
    iban: company.iban.replace(/\s/g, '').toUpperCase(),
  };
  if (!own.bankgiro && !own.plusgiro && !own.iban) throw bankFileNoAccount();
  for (const account of file.accounts) {
    const number = account.kind === 'iban' ? account.number : giroDigits(account.number);
    if (!own[account.kind] || own[account.kind] !== number) throw bankFileOtherAccount(labelOf(account));
  }
}

function checkUnique(payments: IncomingPayment[]) {
  const seen = new Set<string>();
  for (const payment of payments) {
    if (seen.has(payment.bankReference)) throw bankFileDuplicate(payment.bankReference.replace(/^(camt|bgmax):/, ''));
    seen.add(payment.bankReference);
  }
}

/**
 * The file's payments read before under their former reference (BgMax before issue 44's review kept
 * `bgmax:{date}:{serial}` for a serial alone in its file). Each such row is one payment of the file with
 * that date, serial and amount, the one with the same reference if several fit: it was booked then.
 */
async function readUnderFormerReference(
  db: Database,
  organisationId: string,
  payments: IncomingPayment[],
): Promise<Set<IncomingPayment>> {
  const withFormer = payments.filter((payment) => payment.formerReference !== undefined);
  const read = new Set<IncomingPayment>();
  if (withFormer.length === 0) return read;
  const rows = await repository.paymentsUnder(db, organisationId, [
    ...new Set(withFormer.map((payment) => payment.formerReference!)),
  ]);
  for (const row of rows) {
    const fits = withFormer.filter(
      (payment) =>
        payment.formerReference === row.bankReference && payment.amountOre === row.amountOre && !read.has(payment),
    );
    const same = fits.find((payment) => payment.reference === row.reference) ?? fits[0];
    if (same) read.add(same);
  }
  return read;
}

const byReference = (a: IncomingPayment, b: IncomingPayment) =>
  a.bankReference < b.bankReference ? -1 : a.bankReference > b.bankReference ? 1 : 0;

/**
 * POST /payments/import: checks and matches the file as read (reader.ts); unless it is a dry run, books what is
 * new in one transaction — the matched as payments, the rest to the unmatched list.
 */
export async function importBankFile(
  db: Database,
  actor: Actor,
  file: BankFile,
  dryRun: boolean,
): Promise<ImportResult> {
  await checkAccounts(db, actor.organisationId, file);
  checkUnique(file.payments);
  const summary = {
    format: file.format,
    account: [...new Set(file.accounts.map(labelOf))].join(', '),
    dryRun,
    payments: file.payments.length,
    total: toKronor(file.payments.reduce((sum, payment) => sum + payment.amountOre, 0)),
    debits: file.debits.map((debit) => ({
      amount: toKronor(debit.amountOre),
      currency: debit.currency ?? 'SEK',
      reference: debit.reference,
      text: debit.text,
    })),
  };
  const describe = (
    fresh: IncomingPayment[],
    matches: Awaited<ReturnType<typeof matchPayments>>,
    ids: Map<string, string> | null,
  ): ImportResult => {
    const matched: ImportResult['matched'] = [];
    const unmatched: ImportResult['unmatched'] = [];
    fresh.forEach((payment, index) => {
      const invoice = matches[index];
      const common = {
        amount: toKronor(payment.amountOre),
        reference: payment.reference,
        date: payment.date,
      };
      if (invoice) matched.push({ invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, ...common });
      else
        unmatched.push({
          id: ids?.get(payment.bankReference) ?? null,
          payerName: payment.payerName,
          ...common,
        });
    });
    return { ...summary, matched, unmatched, alreadyImported: file.payments.length - fresh.length };
  };

  if (dryRun) {
    const formerlyRead = await readUnderFormerReference(db, actor.organisationId, file.payments);
    const known = await repository.knownReferences(
      db,
      actor.organisationId,
      file.payments.map((payment) => payment.bankReference),
    );
    const fresh = file.payments.filter((payment) => !known.has(payment.bankReference) && !formerlyRead.has(payment));
    return describe(fresh, await matchPayments(db, actor.organisationId, fresh), null);
  }
  return db.transaction(async (tx) => {
    const formerlyRead = await readUnderFormerReference(tx, actor.organisationId, file.payments);
    // In one order, so that two imports sharing payments queue on the unique index and never deadlock.
    const ids = await repository.insertNew(
      tx,
      file.payments
        .filter((payment) => !formerlyRead.has(payment))
        .sort(byReference)
        .map((payment) => ({
          organisationId: actor.organisationId,
          bankReference: payment.bankReference,
          format: file.format,
          amountOre: payment.amountOre,
          paymentDate: payment.date,
          method: payment.method,
          reference: payment.reference,
          isOcr: payment.isOcr,
          text: payment.text,
          payerName: payment.payerName,
          createdBy: actor.id,
        })),
    );
    const fresh = file.payments.filter((payment) => ids.has(payment.bankReference));
    const matches = await matchPayments(tx, actor.organisationId, fresh);
    const booked = fresh.flatMap((payment, index) =>
      matches[index] ? [{ payment, invoiceId: matches[index]!.id }] : [],
    );
    const paymentIds = await addBankPayments(
      tx,
      actor,
      booked.map(({ payment, invoiceId }) => ({ invoiceId, ...paymentInput(payment) })),
    );
    await repository.setPayments(
      tx,
      booked.map(({ payment }, index) => ({
        id: ids.get(payment.bankReference)!,
        paymentId: paymentIds[index]!,
      })),
    );
    return describe(fresh, matches, ids);
  });
}

const paymentInput = (payment: Pick<IncomingPayment, 'amountOre' | 'date' | 'method' | 'reference'>) => ({
  amountOre: payment.amountOre,
  date: payment.date,
  method: payment.method,
  reference: payment.reference,
});

function toUnmatched(row: repository.BankPaymentRow): UnmatchedPayment {
  return {
    id: row.id,
    amount: toKronor(row.amountOre),
    date: row.paymentDate,
    reference: row.reference,
    text: row.text,
    payerName: row.payerName,
    format: row.format as UnmatchedPayment['format'],
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listUnmatched(db: Database, organisationId: string, limit: number, offset: number) {
  const { rows, total } = await repository.listUnmatched(db, organisationId, limit, offset);
  return { items: rows.map(toUnmatched), total };
}

async function requireUnmatched(db: Database, organisationId: string, id: string) {
  const row = await repository.findUnmatched(db, organisationId, id);
  if (!row) throw unmatchedPaymentNotFound();
  if (row.paymentId !== null || row.dismissedAt !== null) throw unmatchedPaymentTaken();
  return row;
}

/** POST /payments/unmatched/{id}/assign: booked on the invoice the user chose, on the bank's date. */
export async function assignUnmatched(
  db: Database,
  actor: Actor,
  id: string,
  invoiceId: string,
  today: string,
): Promise<Payment> {
  const paymentId = await db.transaction(async (tx) => {
    const row = await requireUnmatched(tx, actor.organisationId, id);
    const booked = await addPayment(
      tx,
      actor,
      invoiceId,
      {
        ...paymentInput({ ...row, date: row.paymentDate, method: row.method as IncomingPayment['method'] }),
        source: 'bank-file',
      },
      today,
    );
    await repository.setPayment(tx, row.id, booked);
    await recordEvent(tx, actor, 'bankPayment', row.id, 'assigned', [
      { field: 'invoiceId', from: null, to: invoiceId },
    ]);
    return booked;
  });
  return paymentOf(db, actor.organisationId, paymentId);
}

/** DELETE /payments/unmatched/{id}: off the list, never booked; the trail keeps what it was. */
export async function dismissUnmatched(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireUnmatched(tx, actor.organisationId, id);
    await repository.dismiss(tx, row.id);
    await recordEvent(tx, actor, 'bankPayment', row.id, 'dismissed', [
      { field: 'amount', from: toKronor(row.amountOre), to: null },
      { field: 'date', from: row.paymentDate, to: null },
      { field: 'reference', from: row.reference, to: null },
    ]);
  });
}
