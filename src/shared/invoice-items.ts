import { z } from './zod';
import { messages } from './messages';
import { decimalNumber, requiredText } from './validation';
import { INVOICE_UNITS, type InvoiceUnit } from './invoice-units';

// An invoice's line: as a client sends it and as the API answers it (the invoice itself: invoices.ts).

/** Bounds keep quantity × price exact in integer arithmetic and absurd input (1e308) out. */
export const MAX_QUANTITY = 100_000;
export const MAX_UNIT_PRICE_KRONOR = 10_000_000;

export const invoiceItemSchema = z.object({
  description: requiredText(messages.invoiceLinesInvalid, 500),
  quantity: decimalNumber(messages.quantityInvalid).refine(
    (value) => value >= 1 && value <= MAX_QUANTITY,
    messages.quantityInvalid,
  ),
  price: decimalNumber(messages.invoiceLinesInvalid).refine(
    (value) => value > 0 && value <= MAX_UNIT_PRICE_KRONOR,
    messages.invoiceLinesInvalid,
  ),
  /** What the quantity counts; left out or empty: none in particular. */
  unit: z
    .union([z.enum(INVOICE_UNITS), z.literal(''), z.null()], { error: messages.invoiceUnitInvalid })
    .optional()
    .transform((value) => (value ? value : null)),
});
export type InvoiceItemInput = z.infer<typeof invoiceItemSchema>;

export interface InvoiceItem {
  /** The line's id: what a credit of chosen lines names (docs/decisions/039). */
  id: string;
  description: string;
  quantity: number;
  price: number;
  amount: number;
  unit: InvoiceUnit | null;
  /** How much of the quantity credit notes of chosen lines took back (0 when none). */
  creditedQuantity: number;
}

export const invoiceItemResponseSchema = z.object({
  id: z.string(),
  description: z.string(),
  quantity: z.number(),
  price: z.number(),
  amount: z.number(),
  unit: z.enum(INVOICE_UNITS).nullable(),
  creditedQuantity: z.number(),
});
