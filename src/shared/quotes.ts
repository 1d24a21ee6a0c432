import { z } from './zod';
import { signatureDataUrl } from './signature-image';
import { invoiceTotals, toOre, type InvoiceTotals } from './money';
import { INVOICE_UNITS } from './invoice-units';
import { PRICE_TYPES } from './quote-price-limit';
import { quoteTexts } from './quote-texts';
import { decimalNumber, optionalId, optionalIsoDate, optionalText, requiredText } from './validation';
import { MAX_QUANTITY, MAX_UNIT_PRICE_KRONOR } from './invoice-items';
import { MAX_LINES } from './invoices';
import { recipientList } from './mail';

export const QUOTE_KINDS = ['quote', 'extra'] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];
export const QUOTE_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** A quote is valid 30 days unless it says otherwise (QUOTES.md decision 1). */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;
/** Its link works until 30 days after the validity date (decision 3). */
export const LINK_DAYS_AFTER_VALIDITY = 30;
/** A drawn signature, decoded, at most 200 KB (decision 5). */
export { MAX_SIGNATURE_BYTES } from './signature-image';

export const quoteItemSchema = z.object({
  description: requiredText(quoteTexts.linesInvalid, 500),
  quantity: decimalNumber(quoteTexts.quantityInvalid).refine(
    (value) => value > 0 && value <= MAX_QUANTITY,
    quoteTexts.quantityInvalid,
  ),
  price: decimalNumber(quoteTexts.priceInvalid).refine(
    (value) => value >= 0 && value <= MAX_UNIT_PRICE_KRONOR,
    quoteTexts.priceInvalid,
  ),
  unit: z
    .union([z.enum(INVOICE_UNITS), z.literal(''), z.null()], { error: quoteTexts.linesInvalid })
    .optional()
    .transform((value) => (value ? value : null)),
  partId: optionalId(quoteTexts.linesInvalid).transform((value) => value ?? null),
  rateId: optionalId(quoteTexts.linesInvalid).transform((value) => value ?? null),
  /** A line the customer may choose (*Tillval*). */
  optional: z.boolean({ error: quoteTexts.linesInvalid }).default(false),
});
export type QuoteItemInput = z.infer<typeof quoteItemSchema>;

export const quoteInputSchema = z
  .object({
    customerId: z
      .string({ error: quoteTexts.customerRequired })
      .trim()
      .pipe(z.uuid({ error: quoteTexts.customerRequired })),
    machineId: optionalId(quoteTexts.notFound),
    workOrderId: optionalId(quoteTexts.notFound),
    kind: z.enum(QUOTE_KINDS, { error: quoteTexts.kindInvalid }).default('quote'),
    priceType: z.enum(PRICE_TYPES, { error: quoteTexts.priceTypeInvalid }),
    maxAmount: z
      .union([decimalNumber(quoteTexts.maxAmountInvalid), z.null()])
      .optional()
      .transform((value) => value ?? null)
      .refine((value) => value === null || value > 0, quoteTexts.maxAmountInvalid),
    validUntil: optionalIsoDate,
    terms: optionalText(5000),
    items: z
      .array(quoteItemSchema, { error: quoteTexts.linesInvalid })
      .min(1, quoteTexts.linesInvalid)
      .max(MAX_LINES, quoteTexts.linesInvalid),
  })
  .superRefine((quote, context) => {
    if (quote.maxAmount !== null && quote.priceType !== 'running')
      context.addIssue({ code: 'custom', path: ['maxAmount'], message: quoteTexts.maxAmountOnlyRunning });
  });
export type QuoteInput = z.infer<typeof quoteInputSchema>;
export type QuoteFormValues = z.input<typeof quoteInputSchema>;

export const quoteSendSchema = z.object({
  // No address is the customer's own (an empty list too: the send dialog's field left blank).
  to: recipientList.optional(),
  sms: z.boolean().default(false),
  message: optionalText(2000),
});

const chosenItems = z
  .array(z.uuid({ error: quoteTexts.optionalLineUnknown }))
  .max(MAX_LINES)
  .default([]);

export const staffApprovalSchema = z.object({
  channel: z.enum(['phone', 'in-person'], { error: quoteTexts.channelInvalid }),
  name: requiredText(quoteTexts.nameRequired, 200),
  note: optionalText(1000),
  itemIds: chosenItems,
});

export const publicAcceptSchema = z.object({
  name: requiredText(quoteTexts.nameRequired, 200),
  signature: signatureDataUrl(quoteTexts.signatureInvalid).optional(),
  itemIds: chosenItems,
});

export const publicDeclineSchema = z.object({ reason: optionalText(1000) });

export const CONTACT_CHANNELS = ['phone', 'sms', 'email', 'in-person'] as const;
export const contactAttemptSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS, { error: quoteTexts.contactChannelInvalid }),
  note: optionalText(1000),
});

/** What a quote's stored facts read as on a given day (decision 2: a sent quote past its date is expired). */
export function quoteStatusAsRead(
  quote: {
    sentAt: string | null;
    viewedAt: string | null;
    withdrawnAt: string | null;
    answer: 'accepted' | 'declined' | null;
    validUntil: string;
  },
  today: string,
): QuoteStatus {
  if (quote.answer) return quote.answer;
  if (quote.withdrawnAt) return 'withdrawn';
  if (!quote.sentAt) return 'draft';
  if (quote.validUntil < today) return 'expired';
  return quote.viewedAt ? 'viewed' : 'sent';
}

/**
 * A quote's totals over its fixed lines and the optional lines chosen, with the VAT its customer's
 * invoice would get (`ratePercent` 0 for reverse charge or export), in öre.
 */
export function quoteTotals(
  items: ReadonlyArray<{ id?: string; quantity: number; price: number; optional: boolean }>,
  chosen: ReadonlySet<string>,
  ratePercent: number,
): InvoiceTotals {
  const counted = items.filter((item) => !item.optional || (item.id !== undefined && chosen.has(item.id)));
  return invoiceTotals(
    counted.map((item) => ({ quantityHundredths: toOre(item.quantity)!, unitPriceOre: toOre(item.price)! })),
    ratePercent,
  );
}
