import { INVOICE_UNITS } from './invoice-units';
import { z } from './zod';
import { isDateInRange, isIsoDate } from './dates';
import { messages } from './messages';
import { decimalText, hundredthsOf, kronorOf, nullableText, requiredText, uuidOf } from './validation';
import { deviceTimeField } from './device-time';

// Rates and time on the job (docs/team.md decisions 7–8).

export const RATE_UNITS = ['h', 'km'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
export const RATE_UNIT_LABELS: Record<RateUnit, string> = { h: 'per timme', km: 'per kilometer' };

/** The most a single manual entry may hold. */
export const MAX_ENTRY_HOURS = 24;
export const MAX_ENTRY_KILOMETRES = 10_000;

const price = z.union([z.number(), z.string()], { error: messages.ratePriceInvalid }).transform((value, context) => {
  const kronor = kronorOf(value);
  if (kronor === null) {
    context.addIssue({ code: 'custom', message: messages.ratePriceInvalid });
    return z.NEVER;
  }
  return kronor;
});

export const rateInputSchema = z.object({
  name: requiredText(messages.rateNameRequired, 100),
  unit: z.enum(RATE_UNITS, { error: messages.rateUnitInvalid }),
  price,
  isDefault: z.boolean({ error: messages.badRequest }).optional(),
});
export type RateInput = z.infer<typeof rateInputSchema>;

export const rateSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.enum(RATE_UNITS),
  price: z.number(),
  isDefault: z.boolean(),
});
export type Rate = z.infer<typeof rateSchema>;

const entryDate = z
  .string({ error: messages.invalidDate })
  .refine((value) => isIsoDate(value) && isDateInRange(value), messages.invalidDate);

/** Hours as a multiple of 0,25 (decimal comma or point), more than 0 and at most a day. */
const quarterHours = z.union([z.number(), z.string()], { error: messages.hoursInvalid }).transform((value, context) => {
  const text = decimalText(value);
  const hundredths = text === null ? null : hundredthsOf(text);
  if (hundredths === null || hundredths <= 0 || hundredths > MAX_ENTRY_HOURS * 100 || hundredths % 25 !== 0) {
    context.addIssue({ code: 'custom', message: messages.hoursInvalid });
    return z.NEVER;
  }
  return hundredths / 100;
});

/** Kilometres with one decimal, more than 0 and at most 10 000. */
const kilometres = z
  .union([z.number(), z.string()], { error: messages.kilometresInvalid })
  .transform((value, context) => {
    const text = decimalText(value);
    const hundredths = text === null ? null : hundredthsOf(text);
    if (hundredths === null || hundredths <= 0 || hundredths > MAX_ENTRY_KILOMETRES * 100 || hundredths % 10 !== 0) {
      context.addIssue({ code: 'custom', message: messages.kilometresInvalid });
      return z.NEVER;
    }
    return hundredths / 100;
  });

/** Left out or null: not this kind. A client sends back what GET returned, null for the kind an entry is not (PRODUCT.md). */
const absentAsUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** POST /time and PUT /time/{id}: hours or kilometres, never both. */
export const timeEntryInputSchema = z
  .object({
    workOrderId: uuidOf(messages.workOrderNotFound),
    date: entryDate,
    hours: quarterHours.nullish().transform(absentAsUndefined),
    kilometres: kilometres.nullish().transform(absentAsUndefined),
    rateId: uuidOf(messages.rateNotFound).optional(),
    billable: z.boolean({ error: messages.badRequest }).optional(),
    note: nullableText(500),
    userId: uuidOf(messages.memberNotFound).optional(),
    /** The device's time of the entry, made offline (FIELD.md decision 7): kept as its createdAt. */
    at: deviceTimeField.optional(),
  })
  .superRefine((entry, context) => {
    if ((entry.hours === undefined) === (entry.kilometres === undefined)) {
      context.addIssue({ code: 'custom', path: ['hours'], message: messages.hoursOrKilometres });
    }
  });
export type TimeEntryInput = z.infer<typeof timeEntryInputSchema>;

/** POST /workorders/{id}/timer: the body may be left out; `startedAt` is the device's start, made offline. */
export const timerStartInputSchema = z.object({ startedAt: deviceTimeField.optional() }).nullish();
export type TimerStartInput = z.infer<typeof timerStartInputSchema>;

/** DELETE /timer: the body may be left out; `at` is the device's stop, made offline. */
export const timerStopInputSchema = z.object({ at: deviceTimeField.optional() }).nullish();
export type TimerStopInput = z.infer<typeof timerStopInputSchema>;

export const timeEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  workOrderId: z.string(),
  workOrderNumber: z.string(),
  rateId: z.string(),
  date: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  hours: z.number().nullable(),
  kilometres: z.number().nullable(),
  billable: z.boolean(),
  note: z.string().nullable(),
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** A stopped timer's hours: the minutes begun, rounded up to the quarter hour (at least one quarter). */
export function quarterHoursOf(milliseconds: number): number {
  const quarters = Math.max(1, Math.ceil(milliseconds / (15 * 60_000)));
  return quarters / 4;
}

/** GET /workorders/{id}/invoice-draft: the lines a new invoice for the work order starts from (decision 9). */
export const invoiceDraftSchema = z.object({
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      price: z.number(),
      unit: z.enum(INVOICE_UNITS),
      source: z.enum(['material', 'time']),
    }),
  ),
  /** The price type of the accepted quote that priced the job, or null (QUOTES.md decision 6). */
  priceType: z.enum(['fixed', 'approximate', 'running']).nullable(),
  /** The accepted quote plus accepted extra work, SEK including VAT; null without a quote. */
  approvedAmount: z.number().nullable(),
  /** The most an invoice may total without an override (SEK including VAT), and which rule says so. */
  limitAmount: z.number().nullable(),
  limitKind: z.enum(['consumer-estimate', 'ceiling']).nullable(),
});
export type InvoiceDraft = z.infer<typeof invoiceDraftSchema>;

/** Hours of one day or week in the time report: time on jobs, billable and not, and checked-in hours. */
export const reportHoursSchema = z.object({
  billable: z.number(),
  nonBillable: z.number(),
  shift: z.number(),
});
export type ReportHours = z.infer<typeof reportHoursSchema>;

export const timeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  people: z.array(
    z.object({
      /** Null for a person without a login, who is only in the staff ledger. */
      userId: z.string().nullable(),
      name: z.string(),
      days: z.array(reportHoursSchema.extend({ date: z.string() })),
      weeks: z.array(reportHoursSchema.extend({ week: z.string() })),
      total: reportHoursSchema.extend({
        /** Billable hours as a share of checked-in hours (0–1, two decimals); null without shift hours. */
        billedShare: z.number().nullable(),
      }),
    }),
  ),
});
export type TimeReport = z.infer<typeof timeReportSchema>;

/** The billed share as the report shows it: above 100 % the staff ledger misses time, and "3125 %" would say nothing. */
export function billedShareText(share: number | null): string {
  if (share === null) return '–';
  return share > 1 ? 'över 100 %' : `${Math.round(share * 100)} %`;
}

/** Billable hours as a share of shift hours, two decimals; null when nobody checked in. */
export function billedShareOf(hours: ReportHours): number | null {
  return hours.shift > 0 ? Math.round((hours.billable / hours.shift) * 100) / 100 : null;
}
