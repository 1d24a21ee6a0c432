import { z } from './zod';
import { PRICE_TYPES } from './quote-price-limit';
import { QUOTE_KINDS, QUOTE_STATUSES } from './quotes';
import { VAT_TREATMENTS } from './vat-treatment';
import { INVOICE_UNITS } from './invoice-units';

// The shapes the quote routes answer with (QUOTES.md, Shapes); money in SEK decimals.

export const APPROVAL_CHANNELS = ['link', 'phone', 'in-person'] as const;

export const approvalSchema = z.object({
  id: z.string(),
  quoteId: z.string(),
  version: z.number().int(),
  channel: z.enum(APPROVAL_CHANNELS),
  name: z.string(),
  at: z.string(),
  itemIds: z.array(z.string()),
  acceptedTotal: z.number(),
  contentHash: z.string(),
  signed: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  recordedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const quoteLineSchema = z.object({
  id: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.enum(INVOICE_UNITS).nullable(),
  price: z.number(),
  partId: z.string().nullable(),
  rateId: z.string().nullable(),
  optional: z.boolean(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** What the customer sees of a quote: on the link, in the PDF and in the approval's evidence. */
const customerFacing = {
  number: z.number().int(),
  version: z.number().int(),
  kind: z.enum(QUOTE_KINDS),
  status: z.enum(QUOTE_STATUSES),
  customerName: z.string(),
  priceType: z.enum(PRICE_TYPES),
  maxAmount: z.number().nullable(),
  validUntil: z.string(),
  terms: z.string().nullable(),
  totalExVat: z.number(),
  vat: z.number(),
  total: z.number(),
  vatTreatment: z.enum(VAT_TREATMENTS),
  consumer: z.boolean(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  acceptedTotal: z.number().nullable(),
  declineReason: z.string().nullable(),
};

export const quoteSchema = z.object({
  id: z.string(),
  ...customerFacing,
  customerId: z.string(),
  machineId: z.string().nullable(),
  workOrderId: z.string().nullable(),
  items: z.array(quoteLineSchema),
  approval: approvalSchema.nullable(),
  createdAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const publicQuoteSchema = z.object({
  ...customerFacing,
  /** Line ids: what the customer names when choosing optional lines, nothing else. */
  items: z.array(quoteLineSchema.omit({ partId: true, rateId: true })),
  /** The price type in plain Swedish for this customer. */
  priceTypeText: z.string(),
  machine: z.string().nullable(),
  workshop: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    orgNumber: z.string().nullable(),
  }),
  approval: approvalSchema
    .pick({ version: true, channel: true, name: true, at: true, itemIds: true, acceptedTotal: true, signed: true })
    .nullable(),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;
