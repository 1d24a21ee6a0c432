import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { invoices, payments, reminders } from '../invoices/tables';

/** Invoices and credit notes dated in the period, with the figures stored when they were written. */
export async function findSalesInPeriod(db: Database, organisationId: string, from: string, to: string) {
  return db
    .select({
      number: invoices.invoiceNumber,
      customerName: invoices.customerName,
      date: invoices.invoiceDate,
      netOre: invoices.netOre,
      vatOre: invoices.vatOre,
      roundingOre: invoices.roundingOre,
      amountToPayOre: invoices.amountToPayOre,
      creditForInvoiceId: invoices.creditForInvoiceId,
      vatTreatment: invoices.vatTreatment,
    })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), between(invoices.invoiceDate, from, to)))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceNumber));
}

/** Payments dated in the period (MONEY.md decision 6): each its own voucher, on its own date. */
export async function findPaymentsInPeriod(db: Database, organisationId: string, from: string, to: string) {
  return db
    .select({
      number: invoices.invoiceNumber,
      customerName: invoices.customerName,
      paidAt: payments.paymentDate,
      amountOre: payments.amountOre,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.organisationId, organisationId), between(payments.paymentDate, from, to)))
    .orderBy(asc(payments.paymentDate), asc(invoices.invoiceNumber), asc(payments.createdAt));
}

/** What reminders dated in the period charged (fees and förseningsersättning): income without VAT on their day. */
export async function findReminderFeesInPeriod(db: Database, organisationId: string, from: string, to: string) {
  return db
    .select({
      number: invoices.invoiceNumber,
      customerName: invoices.customerName,
      date: reminders.reminderDate,
      reminder: reminders.number,
      feeOre: reminders.feeOre,
      lateCompensationOre: reminders.lateCompensationOre,
    })
    .from(reminders)
    .innerJoin(invoices, eq(invoices.id, reminders.invoiceId))
    .where(and(eq(reminders.organisationId, organisationId), between(reminders.reminderDate, from, to)))
    .orderBy(asc(reminders.reminderDate), asc(invoices.invoiceNumber), asc(reminders.number));
}

/** The years the workshop has invoices in: one SIE file each. */
export async function findInvoiceYears(db: Database, organisationId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<number>`extract(year from ${invoices.invoiceDate})::int` })
    .from(invoices)
    .where(eq(invoices.organisationId, organisationId))
    .orderBy(sql`1`);
  return rows.map((row) => Number(row.year));
}

/** A page of the workshop's invoices and credit notes, by number, for their PDFs. */
export async function findInvoiceNumbersAfter(
  db: Database,
  organisationId: string,
  afterNumber: string | null,
  limit: number,
) {
  return db
    .select({ id: invoices.id, number: invoices.invoiceNumber })
    .from(invoices)
    .where(
      and(
        eq(invoices.organisationId, organisationId),
        afterNumber === null ? undefined : gt(invoices.invoiceNumber, afterNumber),
      ),
    )
    .orderBy(asc(invoices.invoiceNumber))
    .limit(limit);
}
