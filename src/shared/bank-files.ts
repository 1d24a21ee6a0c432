import { z } from './zod';
import { messages } from './messages';

// Bank files of incoming payments (MONEY.md decision 3): what an import answers, and the unmatched.

export const BANK_FILE_FORMATS = ['camt.054', 'bgmax'] as const;

export const importResultSchema = z.object({
  format: z.enum(BANK_FILE_FORMATS),
  /** The account(s) the file is for, as the file names them. */
  account: z.string(),
  dryRun: z.boolean(),
  /** The incoming payments in the file and their sum in kronor. */
  payments: z.number(),
  total: z.number(),
  matched: z.array(
    z.object({
      invoiceId: z.string(),
      invoiceNumber: z.string(),
      amount: z.number(),
      reference: z.string().nullable(),
      date: z.string(),
    }),
  ),
  unmatched: z.array(
    z.object({
      id: z.string().nullable(),
      amount: z.number(),
      reference: z.string().nullable(),
      payerName: z.string().nullable(),
      date: z.string(),
    }),
  ),
  alreadyImported: z.number(),
  /** What the file lists but is not booked: money out, returned payments, and money in other currencies (`currency`, SEK for kronor). */
  debits: z.array(
    z.object({
      amount: z.number(),
      currency: z.string(),
      reference: z.string().nullable(),
      text: z.string().nullable(),
    }),
  ),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const unmatchedPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  date: z.string(),
  reference: z.string().nullable(),
  text: z.string().nullable(),
  payerName: z.string().nullable(),
  format: z.enum(BANK_FILE_FORMATS),
  createdAt: z.string(),
});
export type UnmatchedPayment = z.infer<typeof unmatchedPaymentSchema>;

export const assignInputSchema = z.object({
  invoiceId: z
    .string({ error: messages.assignInvoiceRequired })
    .trim()
    .min(1, messages.assignInvoiceRequired)
    .max(100, messages.assignInvoiceRequired),
});
export type AssignInput = z.infer<typeof assignInputSchema>;

export const importQuerySchema = z.object({ dryRun: z.enum(['true', 'false']).optional() });
