import { z } from './zod';
import { isDateInRange, isIsoDate } from './dates';
import { messages } from './messages';
import { pagingQuery } from './validation';

// Kundreskontra (MONEY.md decision 5): what customers owe as of a day, by how late.

export const RECEIVABLE_BUCKETS = ['notDue', 'd1_30', 'd31_60', 'd61_90', 'over90'] as const;
export type ReceivableBucket = (typeof RECEIVABLE_BUCKETS)[number];
export const RECEIVABLE_BUCKET_LABELS: Record<ReceivableBucket, string> = {
  notDue: 'Ej förfallet',
  d1_30: '1–30 dagar',
  d31_60: '31–60 dagar',
  d61_90: '61–90 dagar',
  over90: 'Över 90 dagar',
};

/** The bucket of an invoice this many days past its due date (0 or less: not yet due). */
export function bucketOf(daysLate: number): ReceivableBucket {
  if (daysLate <= 0) return 'notDue';
  if (daysLate <= 30) return 'd1_30';
  if (daysLate <= 60) return 'd31_60';
  if (daysLate <= 90) return 'd61_90';
  return 'over90';
}

export const receivablesQuerySchema = z.object({
  date: z
    .string({ error: messages.invalidDate })
    .refine((value) => isIsoDate(value) && isDateInRange(value), messages.invalidDate)
    .optional(),
  ...pagingQuery,
});

const kronor = z.number();
export const receivablesSchema = z.object({
  date: z.string(),
  total: kronor,
  overdue: kronor,
  /** The number of open invoices in all. */
  invoiceCount: z.number(),
  buckets: z.object({ notDue: kronor, d1_30: kronor, d31_60: kronor, d61_90: kronor, over90: kronor }),
  customers: z.array(
    z.object({
      customerId: z.string().nullable(),
      name: z.string(),
      total: kronor,
      overdue: kronor,
      invoices: z.array(
        z.object({
          id: z.string(),
          invoiceNumber: z.string(),
          dueDate: z.string(),
          daysLate: z.number(),
          balance: kronor,
        }),
      ),
    }),
  ),
});
export type Receivables = z.infer<typeof receivablesSchema>;
