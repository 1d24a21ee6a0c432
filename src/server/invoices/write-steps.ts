import { type InvoiceInput, type InvoiceStatus } from '../../shared/invoices';
import { invoiceTotals, lineAmountOre, toOre } from '../../shared/money';
import { vatRateOf, vatTreatmentOf, type VatTreatment } from '../../shared/vat-treatment';
import type { Database } from '../db/client';
import { adjustCount } from '../db/list-counts';
import { requireCustomer } from '../customers/service';
import { findWorkOrderSummary } from '../work-orders/service';
import { insertUnderNextNumber, takeOcrSerial } from './numbers';
import * as repository from './repository';
import type { InvoiceRecord, NewInvoiceLine, NewInvoiceRow } from './repository';
import {
  invoiceNumberTaken,
  invoiceNumbersExhausted,
  paidBeforeInvoiceDate,
  paidInFuture,
  reverseChargeNeedsVatNumber,
} from './errors';
import { workOrderNotFound } from '../work-orders/errors';

// The steps every writer of an invoice shares: its lines and totals, its buyer, its number and its job.

export function toLines(items: InvoiceInput['items']): NewInvoiceLine[] {
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
export function storedTotals(lines: NewInvoiceLine[], treatment: VatTreatment) {
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
export function paymentDate(
  status: InvoiceStatus,
  given: string | null,
  previous: string | null,
  invoiceDate: string,
  today: string,
): string | null {
  if (status !== 'paid') return null;
  const paidAt = given ?? previous ?? today;
  if (paidAt < invoiceDate) throw paidBeforeInvoiceDate().at('paidAt');
  if (paidAt > today) throw paidInFuture().at('paidAt');
  return paidAt;
}

export async function requireWorkOrder(db: Database, organisationId: string, workOrderId: string) {
  const workOrder = await findWorkOrderSummary(db, organisationId, workOrderId);
  if (!workOrder) throw workOrderNotFound();
  return workOrder;
}

/** What an invoice made from another (a credit note, an interest invoice) takes over: the buyer, its references and the job. */
export function sameBuyerAndJob(invoice: InvoiceRecord['invoice']) {
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
export async function insertWithLines(
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
  if (!row) throw givenNumber ? invoiceNumberTaken() : invoiceNumbersExhausted();
  await repository.replaceLines(db, values.organisationId, row.id, lines);
  await adjustCount(db, values.organisationId, 'invoices', row.status, 1);
  return row;
}

/**
 * The buyer's VAT facts, from the customer of the register: its country, its VAT number and how VAT
 * applies. Reverse charge needs the buyer's VAT number on the invoice (17 kap. 24 §): 409 without it.
 */
export async function buyerFacts(db: Database, organisationId: string, customerId: string | null) {
  const customer = customerId ? await requireCustomer(db, organisationId, customerId) : null;
  const vatTreatment = vatTreatmentOf(customer);
  if (vatTreatment === 'reverse-charge' && !customer?.vatNumber) throw reverseChargeNeedsVatNumber();
  return {
    vatTreatment,
    customerCountry: customer?.country ?? 'SE',
    buyerVatNumber: vatTreatment === 'reverse-charge' ? customer!.vatNumber : null,
  };
}

/** Er referens of a new invoice: as given, else its customer's. */
export async function buyerReferenceOf(
  db: Database,
  organisationId: string,
  given: string | null | undefined,
  customerId: string | null,
) {
  if (given !== undefined || !customerId) return given ?? null;
  return (await requireCustomer(db, organisationId, customerId)).reference;
}
