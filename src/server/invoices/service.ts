// The invoice core's public face: what its routes, its sub-features (payments/, reminders/, e-invoices/,
// receivables/, sending/) and the features above use of it (docs/decisions/040, 042). The sub-features
// never read the core's repositories; the core imports no sub-feature.

export type { InvoiceRecord } from './invoice-record';
// What the features above look invoices up by.
export {
  invoiceSummariesOf,
  findInvoicesByNumber,
  invoiceExists,
  invoicesByOcrOrNumber,
  type PayableCandidate,
} from './lookups-repository';
// The payment ledger and the paid rule, for the payments sub-feature and bank files (docs/decisions/040).
export { addPayment, hasPayments, ledgerOf } from './payment-ledger';
export { lockForPayments, settleInvoice, settleLocked, type LockedForPayment } from './paid-rule';
export { keepBillingOf } from './job-billing';
export { markSent } from './mark-sent';
export { customerPageInvoices } from './customer-page-invoices';
export {
  DEFAULT_PAGE_SIZE,
  defaultDueDate,
  getInvoice,
  interestOfInvoice,
  listInvoices,
  requireInvoice,
} from './invoice-reads';
export { createInvoice } from './create-invoice';
export { updateInvoice } from './update-invoice';
export { deleteInvoice } from './delete-invoice';
export { creditInvoice } from './credit-invoice';
export { createInterestInvoice } from './interest-invoice';
