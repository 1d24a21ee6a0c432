import type { Invoice } from './invoices';

// Zod-free, so that the invoice list (drawn without loading validation) can ask it.

/** What a user may do with an invoice; the API refuses the same (one rule for both). */
export function invoiceActions(invoice: Pick<Invoice, 'contentLocked' | 'creditForInvoiceId' | 'creditedByInvoiceId'>) {
  return {
    canEditContent: !invoice.contentLocked,
    canDelete: !invoice.contentLocked,
    canCredit: invoice.creditForInvoiceId === null && invoice.creditedByInvoiceId === null,
  };
}
