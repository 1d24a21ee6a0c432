import { z } from 'zod';
import { messages } from './messages';
import { invoiceTotals, toOre, type InvoiceTotals } from './money';
import { decimalNumber, hasAtMostTwoDecimals, optionalIsoDate, optionalText, requiredText } from './validation';

export const INVOICE_STATUSES = ['pending', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Väntande',
  paid: 'Betald',
  overdue: 'Förfallen',
};
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** Bounds keep quantity × price exact in integer arithmetic and absurd input (1e308) out. */
export const MAX_QUANTITY = 100_000;
export const MAX_UNIT_PRICE_KRONOR = 10_000_000;
export const MAX_LINES = 200;

export const invoiceItemSchema = z.object({
  description: requiredText(messages.invoiceLinesInvalid, 500),
  quantity: decimalNumber(messages.quantityInvalid).refine(
    (value) => value >= 1 && value <= MAX_QUANTITY && hasAtMostTwoDecimals(value),
    messages.quantityInvalid,
  ),
  price: decimalNumber(messages.invoiceLinesInvalid).refine(
    (value) => value > 0 && value <= MAX_UNIT_PRICE_KRONOR && hasAtMostTwoDecimals(value),
    messages.invoiceLinesInvalid,
  ),
});
export type InvoiceItemInput = z.infer<typeof invoiceItemSchema>;

export const invoiceInputSchema = z.object({
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
  workOrderId: z
    .string({ error: messages.invoiceRequired })
    .trim()
    .min(1, messages.invoiceRequired)
    .pipe(z.uuid({ error: messages.workOrderNotFound })),
  items: z
    .array(invoiceItemSchema, { error: messages.invoiceLinesInvalid })
    .min(1, messages.invoiceLinesInvalid)
    .max(MAX_LINES, messages.listTooLong(MAX_LINES)),
  dueDate: optionalIsoDate,
  notes: optionalText(5000),
  status: z.enum(INVOICE_STATUSES, { error: messages.invalidStatus }).default('pending'),
  paidAt: optionalIsoDate,
});
export type InvoiceInput = z.infer<typeof invoiceInputSchema>;
export type InvoiceFormValues = z.input<typeof invoiceInputSchema>;

export interface InvoiceItem {
  description: string;
  quantity: number;
  price: number;
  amount: number;
}

export interface Invoice {
  id: string;
  invoiceNumber: string;
  customerName: string;
  customerEmail: string;
  customerAddress: string;
  workOrderId: string;
  items: InvoiceItem[];
  dueDate: string;
  notes: string;
  status: InvoiceStatus;
  /** The status as stored, before an unpaid invoice past its due date reads as overdue. */
  storedStatus: InvoiceStatus;
  net: number;
  vat: number;
  total: number;
  roundingAmount: number;
  amountToPay: number;
  ocr: string;
  paidAt: string | null;
  creditForInvoiceId: string | null;
  creditedByInvoiceId: string | null;
  invoiceDate: string;
  createdAt: string;
}

export const invoiceItemResponseSchema = z.object({ description: z.string(), quantity: z.number(), price: z.number(), amount: z.number() });
export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerAddress: z.string(),
  workOrderId: z.string(),
  items: z.array(invoiceItemResponseSchema),
  dueDate: z.string(),
  notes: z.string(),
  status: z.enum(INVOICE_STATUSES),
  storedStatus: z.enum(INVOICE_STATUSES),
  net: z.number(),
  vat: z.number(),
  total: z.number(),
  roundingAmount: z.number(),
  amountToPay: z.number(),
  ocr: z.string(),
  paidAt: z.string().nullable(),
  creditForInvoiceId: z.string().nullable(),
  creditedByInvoiceId: z.string().nullable(),
  invoiceDate: z.string(),
  createdAt: z.string(),
});

/** Totals of form lines as the user types; lines that do not parse yet count as zero. */
export function totalsOfItems(items: ReadonlyArray<{ quantity?: unknown; price?: unknown }>): InvoiceTotals {
  return invoiceTotals(
    items.map((item) => {
      const quantity = Number(String(item.quantity ?? '').replace(',', '.'));
      const price = Number(String(item.price ?? '').replace(',', '.'));
      return {
        quantityHundredths: Number.isFinite(quantity) ? (toOre(quantity) ?? Math.round(quantity * 100)) : 0,
        unitPriceOre: Number.isFinite(price) ? (toOre(price) ?? Math.round(price * 100)) : 0,
      };
    }),
  );
}

/** An unpaid invoice whose due date has passed reads as overdue (PRODUCT.md §7). */
export function effectiveInvoiceStatus(storedStatus: InvoiceStatus, dueDate: string, today: string): InvoiceStatus {
  if (storedStatus === 'pending' && dueDate < today) return 'overdue';
  return storedStatus;
}
