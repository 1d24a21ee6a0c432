import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Invoices and their sub-features: payments, reminders, e-invoices, sending (docs/decisions/041). The
// Swedish messages are the ones the API always answered; the codes are what a client acts on.

const factory = <A extends unknown[] = []>(
  code: string,
  statusCode: number,
  message: string | ((...args: A) => string),
) => createErrorFactory<A>({ code, statusCode, message });

// The invoice.
export const invoiceNotFound = factory('invoice.not_found', 404, messages.invoiceNotFound);
export const invoiceNumberTaken = factory('invoice.number_taken', 409, messages.invoiceNumberTaken);
export const invoiceNumbersExhausted = factory('invoice.numbers_exhausted', 409, messages.numbersExhausted);
/** Reverse charge needs the buyer's VAT number on the invoice (17 kap. 24 §). */
export const reverseChargeNeedsVatNumber = factory(
  'invoice.vat_number_missing',
  409,
  messages.reverseChargeNeedsVatNumber,
);
export const invoiceDateInFuture = factory('invoice.date_in_future', 400, messages.invoiceDateInFuture);
/** Numbers follow dates: never before the newest invoice (docs/decisions/036). */
export const invoiceDateBeforeLast = factory('invoice.date_before_last', 400, (last: string) =>
  messages.invoiceDateBeforeLast(last),
);
export const dueDateBeforeInvoiceDate = factory('invoice.due_before_date', 400, messages.dueDateBeforeInvoiceDate);
export const invoiceDateFixed = factory('invoice.date_fixed', 409, messages.invoiceDateFixed);
export const invoiceHasPayments = factory('invoice.has_payments', 409, messages.invoiceHasPayments);
/** Paid once or credited: what it says is fixed (docs/invoicing.md). */
export const invoiceIssued = factory('invoice.issued', 409, messages.invoiceContentLocked);
export const invoiceNotDeletable = factory('invoice.not_deletable', 409, messages.invoiceNotDeletable);
export const invoiceCredited = factory('invoice.credited', 409, messages.alreadyCredited);
export const invoiceNotSendable = factory('invoice.not_sendable', 409, (missing: string) =>
  messages.invoiceNotSendable(missing),
);
/** Past what the customer approved, without an override (QUOTES.md decision 6; docs/decisions/054). */
export const invoicePriceLimitPassed = factory('invoice.price_limit_passed', 409, (message: string) => message);
export const invoiceNoRecipient = factory('invoice.no_recipient', 400, messages.invoiceNoRecipient);

// Credit notes (docs/decisions/039, 040).
export const creditNoteLocked = factory('credit_note.locked', 409, messages.creditNoteLocked);
export const creditOfCreditNote = factory('credit_note.of_credit_note', 409, messages.creditOfCreditNote);
/** A line unknown, named twice or credited beyond what is left of it (the message says which). */
export const creditLineInvalid = factory('credit_note.invalid_line', 400, (message: string) => message);
/** More than is left to credit (the message says how much is). */
export const overCredit = factory('credit_note.over_credit', 409, (message: string) => message);

// Interest invoices.
export const interestInvoiceNotAllowed = factory(
  'interest_invoice.not_allowed',
  409,
  messages.interestInvoiceNotAllowed,
);
export const interestNothingToBill = factory('interest_invoice.nothing_to_bill', 409, messages.interestNothingToBill);

// Payments (MONEY.md decision 2).
export const paymentNotFound = factory('payment.not_found', 404, messages.paymentNotFound);
export const paidBeforeInvoiceDate = factory('payment.before_invoice_date', 400, messages.paidBeforeInvoiceDate);
export const paidInFuture = factory('payment.in_future', 400, messages.paidInFuture);
export const paymentOnCreditNote = factory('payment.on_credit_note', 409, messages.paymentOnCreditNote);
export const paymentOnCredited = factory('payment.on_credited', 409, messages.paymentOnCredited);

// Reminders (MONEY.md decision 4).
export const reminderNotFound = factory('reminder.not_found', 404, messages.reminderNotFound);
export const reminderDueDateInPast = factory('reminder.due_date_in_past', 400, messages.reminderDueDateInPast);
export const reminderCredited = factory('reminder.credited', 409, messages.reminderCredited);
export const reminderPaid = factory('reminder.paid', 409, messages.reminderPaid);
export const reminderNotDue = factory('reminder.not_due', 409, messages.reminderNotDue);
export const reminderInvoiceNotSent = factory('reminder.invoice_not_sent', 409, (invoiceNumber: string) =>
  messages.reminderInvoiceNotSent(invoiceNumber),
);

// E-invoices: what Peppol BIS Billing 3 needs and the invoice lacks, each named.
export const peppolIncomplete = factory('e_invoice.incomplete', 409, (missing: string[]) =>
  messages.peppolIncomplete(missing),
);
