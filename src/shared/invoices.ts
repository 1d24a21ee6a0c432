import { z } from './zod';
import { messages } from './messages';
import { INVOICE_STATUSES, type InvoiceStatus } from './statuses';
import { keptOrClearedText, nullableText, optionalId, optionalIsoDate, optionalText, requiredText } from './validation';
import { invoiceItemResponseSchema, invoiceItemSchema, type InvoiceItem } from './invoice-items';
import { netOreOfItems } from './invoice-totals';
import { recipientList } from './mail';
import { VAT_TREATMENTS, type VatTreatment } from './vat-treatment';
import { MAX_OVERRIDE_REASON } from './quote-price-limit';
import { quoteTexts } from './quote-texts';

export { INVOICE_STATUSES } from './statuses';
export type { InvoiceStatus } from './statuses';
/** The invoice list's filters, in the order of its buttons: every status, or one. */
export type InvoiceFilter = 'all' | InvoiceStatus;
/** Payment terms of a new workshop, in days. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** An invoice's lines at most (each line's bounds: invoice-items.ts). */
export const MAX_LINES = 200;
/**
 * An invoice's net amount at most 1 000 000 000 kr: with VAT its total stays far inside exact
 * integer arithmetic (2^53 öre) and prints exactly as kronor with two decimals, whatever the lines.
 */
export const MAX_INVOICE_NET_ORE = 100_000_000_000;

export const invoiceInputSchema = z
  .object({
    invoiceNumber: z
      .string({ error: messages.invoiceRequired })
      .trim()
      .max(50, messages.textTooLong(50))
      .nullish()
      .transform((value) => (value ? value : null)),
    customerName: requiredText(messages.invoiceRequired, 200),
    customerEmail: z
      .string({ error: messages.invoiceRequired })
      .trim()
      .min(1, messages.invoiceRequired)
      .max(254, messages.emailInvalid)
      .pipe(z.email({ error: messages.emailInvalid })),
    customerAddress: optionalText(500),
    /** The customer of the register; left out of a new invoice: its work order's customer. */
    customerId: optionalId(messages.customerNotFound),
    workOrderId: z
      .string({ error: messages.invoiceRequired })
      .trim()
      .min(1, messages.invoiceRequired)
      .pipe(z.uuid({ error: messages.workOrderNotFound })),
    items: z
      .array(invoiceItemSchema, { error: messages.invoiceLinesInvalid })
      .min(1, messages.invoiceLinesInvalid)
      .max(MAX_LINES, messages.listTooLong(MAX_LINES))
      .refine((items) => netOreOfItems(items) <= MAX_INVOICE_NET_ORE, messages.invoiceTooLarge('1 000 000 000')),
    /** Set by the office when the invoice is written (today if left out); fixed once issued. */
    invoiceDate: optionalIsoDate,
    dueDate: optionalIsoDate,
    notes: optionalText(5000),
    /** Er referens; left out of a new invoice: its customer's reference. Left out of an edit: as it was. */
    buyerReference: keptOrClearedText(200),
    /** Ert ordernummer; left out of an edit: as it was. */
    orderReference: keptOrClearedText(200),
    status: z.enum(INVOICE_STATUSES, { error: messages.invalidStatus }).default('pending'),
    paidAt: optionalIsoDate,
    /**
     * Saves an invoice past what the customer approved (a consumer's approximate price + 15 %, a running
     * account's ceiling; QUOTES.md decision 6), with the reason the trail keeps.
     */
    override: z
      .object(
        { reason: requiredText(quoteTexts.overrideReasonRequired, MAX_OVERRIDE_REASON) },
        { error: quoteTexts.overrideReasonRequired },
      )
      .optional(),
  })
  .superRefine((invoice, context) => {
    // Interest and reminders count from the due date: it cannot come before the invoice existed.
    if (invoice.invoiceDate && invoice.dueDate && invoice.dueDate < invoice.invoiceDate)
      context.addIssue({ code: 'custom', path: ['dueDate'], message: messages.dueDateBeforeInvoiceDate });
  });
export type InvoiceInput = z.infer<typeof invoiceInputSchema>;
export type InvoiceFormValues = z.input<typeof invoiceInputSchema>;

export interface Invoice {
  id: string;
  invoiceNumber: string;
  customerName: string;
  customerEmail: string;
  customerAddress: string;
  customerId: string | null;
  workOrderId: string;
  items: InvoiceItem[];
  dueDate: string;
  notes: string;
  buyerReference: string | null;
  orderReference: string | null;
  status: InvoiceStatus;
  /** The status as stored, before an unpaid invoice past its due date reads as overdue. */
  storedStatus: InvoiceStatus;
  /** How VAT applies, fixed from the buyer when written: 25 %, reverse charge or none (export). */
  vatTreatment: VatTreatment;
  customerCountry: string;
  /** Printed for reverse charge. */
  buyerVatNumber: string | null;
  net: number;
  vat: number;
  total: number;
  roundingAmount: number;
  amountToPay: number;
  ocr: string;
  paidAt: string | null;
  /** When it was last sent from Verkstan by e-mail. */
  sentAt: string | null;
  /** The sum of its payments (MONEY.md decision 2). */
  amountPaid: number;
  /** What is left: amountToPay + feesCharged − amountPaid − creditedAmount; negative when overpaid; 0 for credit notes and wholly credited invoices. */
  balance: number;
  /** Reminder fees and förseningsersättning its reminders charged (MONEY.md decision 4). */
  feesCharged: number;
  /** Dröjsmålsränta so far (since the due date, or since an interest invoice billed it): shown, not in the balance. */
  interestToDate: number;
  reminderCount: number;
  /** On an interest invoice (räntefaktura): the invoice whose late payment it bills. */
  interestForInvoiceId: string | null;
  creditForInvoiceId: string | null;
  /** The credit note that completed its credit: set only when wholly credited (docs/decisions/039). */
  creditedByInvoiceId: string | null;
  /** What its credit notes took back, in kronor (positive; 0 when none). */
  creditedAmount: number;
  /** Its credit notes, oldest first. */
  creditNoteIds: string[];
  /** Paid at some time, credited (wholly or in part), or itself a credit note: only status, payment date and notes may change. */
  contentLocked: boolean;
  invoiceDate: string;
  createdAt: string;
}

/** What a machine's history shows of an invoice: its number, total and status as read today. */
export interface InvoiceSummary {
  id: string;
  invoiceNumber: string;
  total: number;
  /** What the invoice asks to be paid, after öresavrundning: what its PDF and the list show. */
  amountToPay: number;
  status: InvoiceStatus;
  creditForInvoiceId: string | null;
  creditedByInvoiceId: string | null;
}

export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerAddress: z.string(),
  customerId: z.string().nullable(),
  workOrderId: z.string(),
  items: z.array(invoiceItemResponseSchema),
  dueDate: z.string(),
  notes: z.string(),
  buyerReference: z.string().nullable(),
  orderReference: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  storedStatus: z.enum(INVOICE_STATUSES),
  vatTreatment: z.enum(VAT_TREATMENTS),
  customerCountry: z.string(),
  buyerVatNumber: z.string().nullable(),
  net: z.number(),
  vat: z.number(),
  total: z.number(),
  roundingAmount: z.number(),
  amountToPay: z.number(),
  ocr: z.string(),
  paidAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  amountPaid: z.number(),
  balance: z.number(),
  feesCharged: z.number(),
  interestToDate: z.number(),
  reminderCount: z.number(),
  interestForInvoiceId: z.string().nullable(),
  creditForInvoiceId: z.string().nullable(),
  creditedByInvoiceId: z.string().nullable(),
  creditedAmount: z.number(),
  creditNoteIds: z.array(z.string()),
  contentLocked: z.boolean(),
  invoiceDate: z.string(),
  createdAt: z.string(),
});

/**
 * What an invoice's status reads as (docs/invoicing.md): an unpaid invoice whose due date has passed
 * reads as overdue, unless it is a credit note or has been credited, which the pair settles. This is
 * the rule (the single read and the customer's extract use it); the list's SQL (statusAsReadSql in
 * server/invoices/status-sql.ts) is its copy, and status-sql.test.ts holds the copy to this (docs/decisions/043).
 */
export function invoiceStatusAsRead(
  invoice: {
    storedStatus: InvoiceStatus;
    dueDate: string;
    creditForInvoiceId: string | null;
    creditedByInvoiceId: string | null;
  },
  today: string,
): InvoiceStatus {
  const canFallDue = invoice.creditForInvoiceId === null && invoice.creditedByInvoiceId === null;
  if (invoice.storedStatus === 'pending' && canFallDue && invoice.dueDate < today) return 'overdue';
  return invoice.storedStatus;
}

/** The stored statuses an invoice may have when it reads as the given one. */
export const STORED_STATUSES_READ_AS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  pending: ['pending'],
  paid: ['paid'],
  overdue: ['pending', 'overdue'],
};

/**
 * What has been paid or credited stays as it was: an invoice's content (number, customer, work
 * order, lines, dates) changes only while it has never been paid, has not been credited and is not
 * itself a credit note. Undoing a payment does not reopen it.
 */
export function isContentLocked(invoice: {
  hasBeenPaid: boolean;
  creditForInvoiceId: string | null;
  creditedByInvoiceId: string | null;
  creditNoteCount?: number;
}): boolean {
  return (
    invoice.hasBeenPaid ||
    invoice.creditForInvoiceId !== null ||
    invoice.creditedByInvoiceId !== null ||
    (invoice.creditNoteCount ?? 0) > 0
  );
}

/** POST /invoice/{id}/send: to the invoice's e-mail unless other addresses are given, with a message of one's own. */
export const invoiceSendSchema = z.object({
  to: recipientList.min(1, messages.sendRecipientsInvalid).optional(),
  message: nullableText(2000),
});
export type InvoiceSend = z.infer<typeof invoiceSendSchema>;

/**
 * An invoice's balance in öre: what is to pay and its reminders charged, less what is paid and what its credit
 * notes took back; a credit note and a wholly credited invoice read 0 (whatever was paid is settled outside).
 * This is the rule (the single read); the list's JSON says it again in SQL (pageJson's 'balance' in
 * server/invoices/repository.ts), held to this by payments.test.ts and status-sql.test.ts, which compare each
 * listed invoice with its single read (docs/decisions/043).
 */
export function balanceOre(invoice: {
  amountToPayOre: number;
  feesOre: number;
  paidOre: number;
  creditedOre: number;
  isCreditNote: boolean;
  isCredited: boolean;
}): number {
  if (invoice.isCreditNote || invoice.isCredited) return 0;
  return invoice.amountToPayOre + invoice.feesOre - invoice.paidOre - invoice.creditedOre;
}
