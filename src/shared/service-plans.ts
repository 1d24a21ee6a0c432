import { z } from './zod';
import { machineSchema, SERVICE_STATUSES } from './machines';
import { messages } from './messages';
import { formatMeter, meterValue, type MeterUnit } from './meter';
import { keptIsoDate, pagingQuery, requiredText } from './validation';
import type { VEHICLE_CATEGORIES } from './work-orders';

export interface DefaultInterval {
  name: string;
  everyMeter: number | null;
  everyMonths: number | null;
}

/** What a new machine's plan starts as (docs/workshop.md); the owner's manual always wins and the user edits it. */
export const DEFAULT_SERVICE_PLANS: Record<(typeof VEHICLE_CATEGORIES)[number], DefaultInterval[]> = {
  Grävmaskin: [
    { name: 'Service 500 h', everyMeter: 500, everyMonths: 6 },
    { name: 'Service 2000 h', everyMeter: 2000, everyMonths: 12 },
  ],
  Bandgrävare: [
    { name: 'Service 500 h', everyMeter: 500, everyMonths: 6 },
    { name: 'Service 2000 h', everyMeter: 2000, everyMonths: 12 },
  ],
  Hjullastare: [
    { name: 'Service 500 h', everyMeter: 500, everyMonths: 6 },
    { name: 'Service 2000 h', everyMeter: 2000, everyMonths: 12 },
  ],
  Traktor: [{ name: 'Årsservice', everyMeter: 500, everyMonths: 12 }],
  Lastbil: [
    { name: 'Årsservice', everyMeter: 60_000, everyMonths: 12 },
    { name: 'Kontrollbesiktning', everyMeter: null, everyMonths: 12 },
  ],
};

export const MAX_EVERY_METER = 1_000_000;
export const MAX_EVERY_MONTHS = 120;

/** A whole number in a range, typed or sent; empty is none. */
function nullableWhole(max: number, message: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const number =
        typeof value === 'number'
          ? value
          : /^\s*\d{1,9}\s*$/.test(value.replace(/[\s\u00a0]/g, ''))
            ? Number(value.replace(/[\s\u00a0]/g, ''))
            : Number.NaN;
      if (!Number.isInteger(number) || number < 1 || number > max) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

export const serviceIntervalInputSchema = z
  .object({
    name: requiredText(messages.intervalNameRequired, 100),
    everyMeter: nullableWhole(MAX_EVERY_METER, messages.everyMeterInvalid(MAX_EVERY_METER)),
    everyMonths: nullableWhole(MAX_EVERY_MONTHS, messages.everyMonthsInvalid(MAX_EVERY_MONTHS)),
    /** When it was last done before Verkstan; left out of an edit: kept. */
    lastDoneDate: keptIsoDate,
    lastDoneMeter: z
      .union([z.literal(''), z.null(), meterValue], { error: messages.readingInvalid })
      .optional()
      .transform((value) => (value === '' ? null : value)),
  })
  .superRefine(
    (input, context) => {
      if (input.everyMeter === null && input.everyMonths === null) {
        context.addIssue({ code: 'custom', path: ['everyMeter'], message: messages.intervalEveryRequired });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ServiceIntervalInput = z.infer<typeof serviceIntervalInputSchema>;
export type ServiceIntervalFormValues = z.input<typeof serviceIntervalInputSchema>;

export const LAST_DONE_SOURCES = ['work-order', 'given', 'added'] as const;

export const serviceIntervalSchema = z.object({
  id: z.string(),
  machineId: z.string(),
  name: z.string(),
  everyMeter: z.number().nullable(),
  everyMonths: z.number().nullable(),
  lastDoneDate: z.string().nullable(),
  lastDoneMeter: z.number().nullable(),
  lastDoneWorkOrderId: z.string().nullable(),
  /** Where last done comes from: a finished work order, what the user gave, or the day the interval was added. */
  lastDoneSource: z.enum(LAST_DONE_SOURCES),
  nextDueDate: z.string().nullable(),
  nextDueMeter: z.number().nullable(),
  forecastDate: z.string().nullable(),
  status: z.enum(SERVICE_STATUSES),
  createdAt: z.string(),
});
export type ServiceInterval = z.infer<typeof serviceIntervalSchema>;

export const serviceDueItemSchema = z.object({
  machine: machineSchema,
  interval: serviceIntervalSchema,
  /** The owner, with the phone number the workshop calls. */
  customer: z.object({
    id: z.string(),
    customerNumber: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
  }),
});
export type ServiceDueItem = z.infer<typeof serviceDueItemSchema>;

export { SERVICE_DUE_FILTERS } from './statuses';
export type { ServiceDueFilter } from './statuses';
export const MAX_WITHIN_DAYS = 365;

export const serviceDueQuery = z.object({
  within: z.coerce
    .number({ error: messages.withinInvalid(MAX_WITHIN_DAYS) })
    .int(messages.withinInvalid(MAX_WITHIN_DAYS))
    .min(0, messages.withinInvalid(MAX_WITHIN_DAYS))
    .max(MAX_WITHIN_DAYS, messages.withinInvalid(MAX_WITHIN_DAYS))
    .optional(),
  status: z.string().max(20).optional(),
  customerId: z.string().max(100).optional(),
  ...pagingQuery,
});

/** "500 h / 6 mån", "12 mån": how often, as the plan shows it. */
export function intervalEvery(
  interval: { everyMeter: number | null; everyMonths: number | null },
  unit: MeterUnit,
): string {
  return [
    interval.everyMeter === null ? '' : formatMeter(interval.everyMeter, unit),
    interval.everyMonths === null ? '' : `${interval.everyMonths}\u00a0mån`,
  ]
    .filter(Boolean)
    .join(' / ');
}

export { dateAndMeter } from './labels';
