import { z } from './zod';
import { messages } from './messages';
import { formatQuantity } from './labels';
import { decimalText, hundredthsOf, kronorOf, nullableText, pagingQuery, requiredText } from './validation';

// Parts and their stock ledger (docs/stock.md). Quantities have at most two decimals and are kept as
// whole hundredths; prices are in kronor on the wire and whole öre in the database.

export const PART_UNITS = ['st', 'l', 'm', 'kg', 'förp', 'tim'] as const;
export type PartUnit = (typeof PART_UNITS)[number];

/** The largest quantity on hand or moved at once. */
export const MAX_QUANTITY = 1_000_000;

/** A quantity with at most two decimals as sent ("2", "2,5", 2.5), within ±MAX_QUANTITY; null when it is none. */
export function quantityHundredths(value: unknown): number | null {
  const text = decimalText(value);
  if (text === null) return null;
  const hundredths = hundredthsOf(text);
  return Math.abs(hundredths) <= MAX_QUANTITY * 100 ? hundredths : null;
}

function quantity(message: string, check: (hundredths: number) => boolean) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, context) => {
    const hundredths = quantityHundredths(value);
    if (hundredths === null || !check(hundredths)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return hundredths / 100;
  });
}

function nullableNumber(message: string, read: (value: unknown) => number | null) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const number = read(value);
      if (number === null) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

const nullablePrice = nullableNumber(messages.partPriceInvalid, kronorOf);
const nullableQuantity = nullableNumber(messages.partQuantityInvalid, (value) => {
  const hundredths = quantityHundredths(value);
  return hundredths === null || hundredths < 0 ? null : hundredths / 100;
});

/** "ja"/"nej" as a spreadsheet writes it, or a boolean. */
const stockedFlag = z
  .union([z.boolean(), z.string(), z.null()], { error: messages.stockedInvalid })
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || value === '') return true;
    if (typeof value === 'boolean') return value;
    const word = value.trim().toLocaleLowerCase('sv-SE');
    if (['ja', 'j', 'yes', 'true', '1'].includes(word)) return true;
    if (['nej', 'n', 'no', 'false', '0'].includes(word)) return false;
    context.addIssue({ code: 'custom', message: messages.stockedInvalid });
    return z.NEVER;
  });

export const partInputSchema = z.object({
  partNumber: requiredText(messages.partNumberRequired, 60),
  name: requiredText(messages.partNameRequired, 200),
  unit: z
    .union([z.enum(PART_UNITS), z.literal(''), z.null()], { error: messages.partUnitInvalid })
    .optional()
    .transform((value) => value || 'st'),
  purchasePrice: nullablePrice,
  /** Required (0 for a part given away): a part priced by omission would be billed at 0 kr. */
  salePrice: nullablePrice.transform((value, context) => {
    if (value !== null) return value;
    context.addIssue({ code: 'custom', message: messages.partSalePriceRequired });
    return z.NEVER;
  }),
  supplier: nullableText(200),
  location: nullableText(60),
  reorderPoint: nullableQuantity,
  stocked: stockedFlag,
});
export type PartInput = z.infer<typeof partInputSchema>;

/** A price list's row: a known part keeps its sale price when the cell or column is empty, a new one needs it. */
export const partImportSchema = partInputSchema.extend({ salePrice: nullablePrice });
export type PartImportInput = z.infer<typeof partImportSchema>;
export type PartFormValues = z.input<typeof partInputSchema>;

export const partSchema = z.object({
  id: z.string(),
  partNumber: z.string(),
  name: z.string(),
  unit: z.enum(PART_UNITS),
  purchasePrice: z.number().nullable(),
  salePrice: z.number(),
  supplier: z.string().nullable(),
  location: z.string().nullable(),
  reorderPoint: z.number().nullable(),
  stocked: z.boolean(),
  onHand: z.number(),
  reserved: z.number(),
  available: z.number(),
  averageCost: z.number().nullable(),
  /** At or below its reorder point (available), or on hand below zero. */
  isLow: z.boolean(),
  createdAt: z.string(),
});
export type Part = z.infer<typeof partSchema>;

export const MOVEMENT_TYPES = ['receipt', 'adjustment', 'count', 'return', 'work-order'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = {
  receipt: 'Inleverans',
  adjustment: 'Justering',
  count: 'Inventering',
  return: 'Retur till leverantör',
  'work-order': 'Arbetsorder',
};

/** What a user books; `work-order` movements are the server's own. */
export const movementInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('receipt'),
      quantity: quantity(messages.movementQuantityPositive, (hundredths) => hundredths > 0),
      unitCost: nullablePrice,
      note: nullableText(500),
    }),
    z.object({
      type: z.literal('return'),
      quantity: quantity(messages.movementQuantityPositive, (hundredths) => hundredths > 0),
      note: nullableText(500),
    }),
    z.object({
      type: z.literal('adjustment'),
      quantity: quantity(messages.adjustmentQuantityInvalid, (hundredths) => hundredths !== 0),
      note: requiredText(messages.adjustmentNoteRequired, 500),
    }),
    z.object({
      type: z.literal('count'),
      counted: quantity(messages.countedInvalid, (hundredths) => hundredths >= 0),
      note: nullableText(500),
    }),
  ],
  { error: messages.movementTypeInvalid },
);
export type MovementInput = z.infer<typeof movementInputSchema>;
export type MovementFormValues = z.input<typeof movementInputSchema>;

export const movementSchema = z.object({
  id: z.string(),
  partId: z.string(),
  type: z.enum(MOVEMENT_TYPES),
  quantity: z.number(),
  unitCost: z.number().nullable(),
  note: z.string().nullable(),
  /** A work order's draw or return; its number is in the note, as it was when the stock moved. */
  workOrderId: z.string().nullable(),
  onHandAfter: z.number(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

export const partListQuery = z.object({
  q: z.string().max(100, messages.searchTooLong).optional(),
  belowReorder: z.enum(['true', 'false'], { error: messages.belowReorderInvalid }).optional(),
  ...pagingQuery,
});

export const stockValueSchema = z.object({
  date: z.string(),
  /** On hand × average cost, in kronor, over the parts with stock that day. */
  value: z.number(),
  parts: z.number(),
});

/** The CSV columns of a parts import (supplier price lists): Swedish header, or the API's field name. */
export const PART_IMPORT_COLUMNS: Record<string, keyof PartInput> = {
  artikelnummer: 'partNumber',
  benämning: 'name',
  enhet: 'unit',
  inköpspris: 'purchasePrice',
  försäljningspris: 'salePrice',
  leverantör: 'supplier',
  hyllplats: 'location',
  beställningspunkt: 'reorderPoint',
  lagerförd: 'stocked',
};

export { formatQuantity };
