import { insertWithLines, sameBuyerAndJob, storedTotals, toLines } from './write-steps';
import { addDays } from '../../shared/dates';
import { type Invoice } from '../../shared/invoices';
import type { Database } from '../db/client';
import { interestToDateOre, interestFromOf } from './interest-sql';
import { recordEvent, type Actor } from '../audit/service';
import { defaultDueDate, getInvoice, requireInvoice } from './invoice-reads';
import { interestInvoiceNotAllowed, interestNothingToBill } from './errors';

// POST /invoice/{id}/interest-invoice: a räntefaktura for the interest to today.

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
      throw interestInvoiceNotAllowed();
    const interestOre = await interestToDateOre(tx, organisationId, id, today);
    if (interestOre <= 0) throw interestNothingToBill();
    const from = await interestFromOf(tx, organisationId, id);
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
