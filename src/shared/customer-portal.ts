import { z } from 'zod';
import { PRICE_TYPES } from './quote-price-limit';
import { QUOTE_STATUSES } from './quotes';

// The customer's page (*kundsida*, QUOTES.md decision 9): what the link shows, read-only, and the
// bounds of its lists (docs/decisions/055).

/** How many of each the page shows; the newest first, and every open invoice before a paid one. */
export const PORTAL_LIMITS = {
  quotes: 20,
  workOrders: 20,
  /** And as many PDFs. */
  photosPerWorkOrder: 12,
  openInvoices: 50,
  paidInvoices: 20,
  machines: 20,
  serviceBookEntries: 10,
} as const;

export const portalTexts = {
  notFound: 'Länken fungerar inte. Den kan ha ersatts av en ny – be verkstaden om en ny länk.',
  tooManyRequests: 'För många försök. Vänta en stund och försök igen.',
  invoiceNotFound: 'Fakturan hittades inte.',
  customerHasNoPhone: 'Kunden har inget mobilnummer som kan ta emot sms. Lägg in ett mobilnummer på kunden först.',
} as const;

export const portalLinkSchema = z.object({ link: z.string() });

/**
 * GET /customers/{id}/portal-link: whether the customer has a working link to their page, never the
 * link itself (only its hash is kept). All null when the customer never had one. `lastOpenedAt` is
 * the latest opening of the page the server recorded: at most one a quarter of an hour
 * (PORTAL_OPENING_RECORDED_EVERY_MS), so the moment may be up to that much older than the last visit.
 */
export const portalLinkStatusSchema = z.object({
  active: z.boolean(),
  issuedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
});
export type PortalLinkStatus = z.infer<typeof portalLinkStatusSchema>;

/** An opening of the page is written at most this often per link: a page read costs no write at all. */
export const PORTAL_OPENING_RECORDED_EVERY_MS = 15 * 60_000;

const workshopSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  orgNumber: z.string().nullable(),
  bankgiro: z.string().nullable(),
});

export const portalQuoteSchema = z.object({
  number: z.number(),
  version: z.number(),
  kind: z.enum(['quote', 'extra']),
  status: z.enum(QUOTE_STATUSES),
  priceType: z.enum(PRICE_TYPES),
  machine: z.string().nullable(),
  validUntil: z.string(),
  total: z.number(),
  /** The quote's own link (`/q/{token}`), where the customer answers it. */
  link: z.string(),
});

/**
 * A file staff marked for the customer (FIELD.md decision 1). Its bytes are at
 * `/public/portal/{token}/files/{id}/content`, a photo's 400 px picture at `…/thumbnail`.
 */
export const portalFileSchema = z.object({ id: z.string(), name: z.string(), caption: z.string().nullable() });

export const portalWorkOrderSchema = z.object({
  number: z.string(),
  title: z.string(),
  status: z.string(),
  machine: z.string().nullable(),
  booking: z.object({ startsAt: z.string(), endsAt: z.string(), onSite: z.boolean() }).nullable(),
  photos: z.array(portalFileSchema),
  /** PDFs marked for the customer. */
  documents: z.array(portalFileSchema),
  /** Who signed for the work on the mechanic's phone, and when (FIELD.md decision 5); never the image. */
  signature: z.object({ name: z.string(), at: z.string() }).nullable(),
});

export const portalInvoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  date: z.string(),
  dueDate: z.string(),
  total: z.number(),
  /** The total rounded to whole kronor, as the invoice's "Att betala" (öresavrundning). */
  amountToPay: z.number(),
  balance: z.number(),
  ocr: z.string(),
  status: z.string(),
});

export const portalMachineSchema = z.object({
  label: z.string(),
  meter: z.object({ value: z.number(), unit: z.string(), date: z.string().nullable() }).nullable(),
  nextService: z
    .object({ name: z.string(), dueDate: z.string().nullable(), dueMeter: z.number().nullable(), status: z.string() })
    .nullable(),
  serviceBook: z.array(z.object({ number: z.string(), date: z.string().nullable(), title: z.string() })),
});

export const portalSchema = z.object({
  workshop: workshopSchema,
  customer: z.object({ name: z.string(), customerNumber: z.string() }),
  quotes: z.array(portalQuoteSchema),
  workOrders: z.array(portalWorkOrderSchema),
  invoices: z.array(portalInvoiceSchema),
  machines: z.array(portalMachineSchema),
});
export type Portal = z.infer<typeof portalSchema>;
export type PortalQuote = z.infer<typeof portalQuoteSchema>;
export type PortalWorkOrder = z.infer<typeof portalWorkOrderSchema>;
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;
export type PortalMachine = z.infer<typeof portalMachineSchema>;
export type PortalFile = z.infer<typeof portalFileSchema>;
