import { insertWithLines, sameBuyerAndJob } from './write-steps';
import { type Invoice } from '../../shared/invoices';
import { toKronor } from '../../shared/money';
import { creditTotals, type CreditRequest } from '../../shared/credit';
import { vatRateOf, type VatTreatment } from '../../shared/vat-treatment';
import type { Database } from '../db/client';
import { lockJobs } from '../work-orders/service';
import { freeInvoiced } from '../time/service';
import { keepBillingOf } from './job-billing';
import { settleInvoice } from './paid-rule';
import * as repository from './repository';
import { recordEvent, type Actor } from '../audit/service';
import { getInvoice, requireInvoice } from './invoice-reads';
import { creditLineInvalid, creditOfCreditNote, invoiceCredited, overCredit } from './errors';

// POST /invoice/{id}/credit: a credit note of the whole rest, chosen lines or an amount.

/**
 * A credit note (docs/decisions/039): the next number, negative lines and a reference to the original
 * (docs/invoicing.md); the whole rest, chosen lines or an amount, never more than is left. The original's
 * row is locked first, so two credits of one invoice (or a credit and a payment) run one after the other.
 */
export async function creditInvoice(
  db: Database,
  actor: Actor,
  id: string,
  request: CreditRequest,
  today: string,
): Promise<Invoice> {
  const { organisationId } = actor;
  const creditId = await db.transaction(async (tx) => {
    const { invoice, lines, creditedById } = await requireInvoice(tx, organisationId, id, true);
    if (invoice.creditForInvoiceId) throw creditOfCreditNote();
    if (creditedById) throw invoiceCredited();
    await lockJobs(tx, organisationId, [invoice.workOrderId]);
    const earlier = await repository.creditNotesOf(tx, organisationId, id);
    const outcome = creditTotals(
      { ...invoice, vatRatePercent: vatRateOf(invoice.vatTreatment as VatTreatment), lines },
      earlier,
      request,
    );
    if (!outcome.ok) {
      // A 409 names no field, as it always answered: what is left is the invoice's, not the field's.
      if (outcome.status === 409) throw overCredit(outcome.message);
      const refusal = creditLineInvalid(outcome.message);
      throw outcome.field ? refusal.at(outcome.field) : refusal;
    }
    const { note } = outcome;
    const row = await insertWithLines(
      tx,
      {
        organisationId,
        ...sameBuyerAndJob(invoice),
        invoiceDate: today,
        dueDate: today,
        notes: `Kreditering av faktura ${invoice.invoiceNumber} daterad ${invoice.invoiceDate}.`,
        status: 'pending',
        paidAt: null,
        // A credit note corrects the original as it was: the same buyer and VAT.
        vatTreatment: invoice.vatTreatment,
        customerCountry: invoice.customerCountry,
        buyerVatNumber: invoice.buyerVatNumber,
        netOre: note.netOre,
        vatOre: note.vatOre,
        totalOre: note.totalOre,
        roundingOre: note.roundingOre,
        amountToPayOre: note.amountToPayOre,
        creditForInvoiceId: invoice.id,
        completesCredit: note.completes,
      },
      note.lines,
      null,
    );
    await recordEvent(tx, actor, 'invoice', invoice.id, 'credited', [
      ...(note.completes ? [{ field: 'creditedByInvoiceId', from: null, to: row.id }] : []),
      { field: 'creditedAmount', from: null, to: toKronor(-note.amountToPayOre) },
    ]);
    // Credited in full: the time it billed can be billed again. A part says nothing of which hours were wrong.
    if (note.completes) await freeInvoiced(tx, organisationId, invoice.id);
    // In part: what was paid may now cover the rest, which makes it paid on the note's date.
    else await settleInvoice(tx, organisationId, invoice.id);
    await keepBillingOf(tx, organisationId, [invoice.workOrderId]);
    await recordEvent(tx, actor, 'invoice', row.id, 'created', [
      { field: 'creditForInvoiceId', from: null, to: invoice.id },
    ]);
    return row.id;
  });
  return getInvoice(db, organisationId, creditId, today);
}
