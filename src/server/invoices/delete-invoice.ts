import { isContentLocked } from '../../shared/invoices';
import type { Database } from '../db/client';
import { adjustCount } from '../db/list-counts';
import { lockJobs } from '../work-orders/service';
import { keepBillingOf } from './job-billing';
import * as repository from './repository';
import { recordEvent, type Actor } from '../audit/service';
import { requireInvoice } from './invoice-reads';
import { invoiceNotDeletable } from './errors';

// DELETE /invoice/{id}.

/** Only an invoice whose content can still change can be deleted (docs/invoicing.md). */
export async function deleteInvoice(db: Database, actor: Actor, id: string): Promise<void> {
  const { organisationId } = actor;
  await db.transaction(async (tx) => {
    const { invoice, creditedById } = await requireInvoice(tx, organisationId, id, true);
    if (
      isContentLocked({
        hasBeenPaid: invoice.hasBeenPaid,
        creditForInvoiceId: invoice.creditForInvoiceId,
        creditedByInvoiceId: creditedById,
      })
    ) {
      throw invoiceNotDeletable();
    }
    await lockJobs(tx, organisationId, [invoice.workOrderId]);
    await repository.deleteInvoice(tx, organisationId, id);
    await keepBillingOf(tx, organisationId, [invoice.workOrderId]);
    await adjustCount(tx, organisationId, 'invoices', invoice.status, -1);
    await recordEvent(tx, actor, 'invoice', id, 'deleted', [
      { field: 'invoiceNumber', from: invoice.invoiceNumber, to: null },
    ]);
  });
}
