import { z } from './zod';
import { isDateInRange, isIsoDate } from './dates';
import { messages } from './messages';
import { hundredthsOf, decimalText, nullableText } from './validation';

// Payments as a ledger per invoice (MONEY.md decision 2).

export const PAYMENT_METHODS = ['bankgiro', 'plusgiro', 'swish', 'card', 'cash', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bankgiro: 'Bankgiro',
  plusgiro: 'Plusgiro',
  swish: 'Swish',
  card: 'Kort',
  cash: 'Kontant',
  transfer: 'Banköverföring',
};

/**
 * The most one payment can be, in öre (1 000 000 000 kr): far beyond any workshop's invoice, and far
 * inside exact integers. Manual payments and the banks' files are held to it alike.
 */
export const MAX_PAYMENT_ORE = 100_000_000_000;

/** An amount in kronor, more than 0 and at most 1 000 000 000, two decimals at most; in öre. */
const amountOre = z
  .union([z.number(), z.string()], { error: messages.paymentAmountInvalid })
  .transform((value, context) => {
    const text = decimalText(value);
    const ore = text === null ? null : hundredthsOf(text);
    if (ore === null || ore <= 0 || ore > MAX_PAYMENT_ORE) {
      context.addIssue({ code: 'custom', message: messages.paymentAmountInvalid });
      return z.NEVER;
    }
    return ore;
  });

/** POST /invoice/{id}/payments. */
export const paymentInputSchema = z.object({
  amount: amountOre,
  date: z
    .string({ error: messages.invalidDate })
    .refine((value) => isIsoDate(value) && isDateInRange(value), messages.invalidDate),
  method: z.enum(PAYMENT_METHODS, { error: messages.paymentMethodInvalid }),
  reference: nullableText(140),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  amount: z.number(),
  date: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  source: z.enum(['manual', 'bank-file']),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
