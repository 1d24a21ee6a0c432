import { z } from './zod';
import { isDateInRange, isIsoDate } from './dates';
import { messages } from './messages';

// Betalningspåminnelser and the reference rates (MONEY.md decision 4).

export const reminderSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  number: z.number(),
  date: z.string(),
  dueDate: z.string(),
  /** The invoice's balance after what this reminder charges. */
  balance: z.number(),
  fee: z.number(),
  lateCompensation: z.number(),
  /** Dröjsmålsränta to the reminder's date: shown, not in the balance. */
  interest: z.number(),
  sentAt: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;

const isoDate = z
  .string({ error: messages.invalidDate })
  .refine((value) => isIsoDate(value) && isDateInRange(value), messages.invalidDate);

/** POST /invoice/{id}/reminders: a new due date (today + 10 by default), sent at once by e-mail unless told not to. */
export const reminderInputSchema = z.object({
  dueDate: isoDate.optional(),
  send: z.boolean({ error: messages.invalidList }).optional(),
  /** An invoice never sent from Verkstan gets a reminder only when the office confirms that the customer has it. */
  confirmNotSent: z.boolean({ error: messages.badRequest }).optional(),
});
export type ReminderInput = z.infer<typeof reminderInputSchema>;

/** What the next reminder would charge and show (GET /invoice/{id}/reminders/preview). */
export const reminderPreviewSchema = z.object({
  number: z.number(),
  dueDate: z.string(),
  fee: z.number(),
  lateCompensation: z.number(),
  interest: z.number(),
  balance: z.number(),
  /** Why it cannot be sent now, or null. */
  refusal: z.string().nullable(),
});
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;

export const DEFAULT_REMINDER_DAYS = 10;

export const referenceRateSchema = z.object({
  validFrom: z.string(),
  /** Percent, two decimals. */
  rate: z.number(),
  source: z.enum(['riksbanken', 'egen']),
});
export type ReferenceRateView = z.infer<typeof referenceRateSchema>;

export const referenceRateInputSchema = z.object({
  validFrom: isoDate.refine((value) => /-(01|07)-01$/.test(value), messages.referenceRateStart),
  rate: z.union([z.number(), z.string()], { error: messages.referenceRateInvalid }).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.replace(/\s/g, '').replace(',', '.');
    if (!/^-?\d{1,2}(\.\d{1,2})?$/.test(text)) {
      context.addIssue({ code: 'custom', message: messages.referenceRateInvalid });
      return z.NEVER;
    }
    return Number(text);
  }),
});
export type ReferenceRateInput = z.input<typeof referenceRateInputSchema>;
