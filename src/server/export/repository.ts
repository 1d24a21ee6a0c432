import { and, asc, between, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { invoices } from '../db/schema';

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

/** Payments recorded in the period: the customer pays the amount to pay (rounded to whole kronor). */
export async function findPaymentsInPeriod(db: Database, organisationId: string, from: string, to: string) {
  return db
    .select({ number: invoices.invoiceNumber, customerName: invoices.customerName, paidAt: invoices.paidAt, amountOre: invoices.amountToPayOre })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), eq(invoices.status, 'paid'), isNotNull(invoices.paidAt), between(invoices.paidAt, from, to)))
    .orderBy(asc(invoices.paidAt), asc(invoices.invoiceNumber));
}
