import { z } from './zod';
import { messages } from './messages';
import { daysBetween, isDateInRange, isIsoDate } from './dates';
import { instantOfSwedishTime } from './swedish-time';
import { nullableText, requiredText, uuidOf } from './validation';
import { workOrderSchema } from './work-orders';
import { serviceDueItemSchema } from './service-plans';

// Bookings, bays, opening hours and absences (PLANNING.md). Times are Swedish wall-clock times.

/** The longest booking and the widest board: a month (PLANNING.md, API contract). */
export const MAX_PLANNING_DAYS = 31;

/** A Swedish wall-clock time "2026-03-30T07:00" on a quarter hour, as the instant it is (ISO, UTC). */
export const quarterHourTime = z.string({ error: messages.bookingTimeInvalid }).transform((text, context) => {
  const read = instantOfSwedishTime(text);
  if ('problem' in read) {
    const message = read.problem === 'missing' ? messages.bookingTimeMissing : messages.bookingTimeInvalid;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  if (new Date(read.instant).getUTCMinutes() % 15 !== 0) {
    context.addIssue({ code: 'custom', message: messages.bookingQuarterHours });
    return z.NEVER;
  }
  return read.instant;
});

const isWithinLimit = ({ start, end }: { start: string; end: string }) =>
  Date.parse(end) - Date.parse(start) <= MAX_PLANNING_DAYS * 86_400_000;

export const bookingInputSchema = z
  .object(
    {
      start: quarterHourTime,
      end: quarterHourTime,
      assigneeIds: z
        .array(uuidOf(messages.assigneesInvalid), { error: messages.assigneesInvalid })
        .max(50, messages.assigneesInvalid)
        .optional(),
      bayId: z.union([uuidOf(messages.bayNotFound), z.null()], { error: messages.bayNotFound }).optional(),
      onSite: z.boolean({ error: messages.bookingBayOrOnSite }).optional(),
      address: nullableText(300),
      version: z
        .number({ error: messages.bookingVersionInvalid })
        .int(messages.bookingVersionInvalid)
        .min(0, messages.bookingVersionInvalid)
        .max(2_000_000_000, messages.bookingVersionInvalid)
        .optional(),
    },
    { error: messages.bookingTimeInvalid },
  )
  .refine((input) => input.end > input.start, { message: messages.bookingEndBeforeStart, path: ['end'] })
  .refine(isWithinLimit, { message: messages.bookingTooLong, path: ['end'] })
  .refine((input) => !(input.onSite === true && input.bayId), {
    message: messages.bookingBayOrOnSite,
    path: ['bayId'],
  });
export type BookingInput = z.infer<typeof bookingInputSchema>;

export const bookingSchema = z.object({
  workOrderId: z.string(),
  /** Swedish wall-clock times, "2026-03-30T07:00". */
  start: z.string(),
  end: z.string(),
  assigneeIds: z.array(z.string()),
  bayId: z.string().nullable(),
  onSite: z.boolean(),
  address: z.string().nullable(),
  version: z.number(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const WARNING_KINDS = ['outsideHours', 'holiday', 'absence', 'memberBusy', 'bayBusy'] as const;
export const warningSchema = z.object({ kind: z.enum(WARNING_KINDS), message: z.string() });
export type Warning = z.infer<typeof warningSchema>;

export const bookedSchema = bookingSchema.extend({ warnings: z.array(warningSchema) });

export const bayInputSchema = z.object(
  { name: requiredText(messages.bayNameRequired, 100) },
  { error: messages.bayNameRequired },
);
export const baySchema = z.object({ id: z.string(), name: z.string() });
export type Bay = z.infer<typeof baySchema>;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const clock = z.string({ error: messages.openingHoursInvalid }).regex(CLOCK, messages.openingHoursInvalid);
const openInterval = z
  .object({ from: clock, to: clock }, { error: messages.openingHoursInvalid })
  .refine(({ from, to }) => from < to, messages.openingHoursInvalid);
const dayHours = z
  .array(openInterval, { error: messages.openingHoursInvalid })
  .max(4, messages.openingHoursInvalid)
  .refine((intervals) => {
    const sorted = [...intervals].sort((first, second) => first.from.localeCompare(second.from));
    return sorted.every((interval, index) => index === 0 || sorted[index - 1]!.to <= interval.from);
  }, messages.hoursOverlap);
/** Opening hours per weekday; a day left out is closed. */
export const openingHoursSchema = z.object(
  {
    mon: dayHours.default([]),
    tue: dayHours.default([]),
    wed: dayHours.default([]),
    thu: dayHours.default([]),
    fri: dayHours.default([]),
    sat: dayHours.default([]),
    sun: dayHours.default([]),
  },
  { error: messages.openingHoursInvalid },
);
export type OpeningHours = Record<Weekday, Array<{ from: string; to: string }>>;
/** Monday–Friday 07:00–16:00 until the workshop says otherwise (PLANNING.md decision 2). */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  mon: [{ from: '07:00', to: '16:00' }],
  tue: [{ from: '07:00', to: '16:00' }],
  wed: [{ from: '07:00', to: '16:00' }],
  thu: [{ from: '07:00', to: '16:00' }],
  fri: [{ from: '07:00', to: '16:00' }],
  sat: [],
  sun: [],
};

export const ABSENCE_KINDS = ['vacation', 'sick', 'training', 'other'] as const;
export const ABSENCE_KIND_LABELS: Record<(typeof ABSENCE_KINDS)[number], string> = {
  vacation: 'Semester',
  sick: 'Sjuk',
  training: 'Utbildning',
  other: 'Annat',
};
/** A whole day "2026-07-06" (from its start, or to its end) or a Swedish time "2026-07-06T13:00". */
const absenceTime = z.string({ error: messages.absenceTimeInvalid }).max(40, messages.absenceTimeInvalid);
export const absenceInputSchema = z.object(
  {
    userId: uuidOf(messages.absenceMemberInvalid).optional(),
    start: absenceTime,
    end: absenceTime,
    kind: z.enum(ABSENCE_KINDS, { error: messages.absenceKindInvalid }),
    note: nullableText(500),
  },
  { error: messages.absenceTimeInvalid },
);
export type AbsenceInput = z.infer<typeof absenceInputSchema>;
export const absenceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  start: z.string(),
  end: z.string(),
  kind: z.enum(ABSENCE_KINDS),
  note: z.string().nullable(),
});
export type Absence = z.infer<typeof absenceSchema>;

const periodDate = z
  .string({ error: messages.planningPeriodInvalid })
  .refine((value) => isIsoDate(value) && isDateInRange(value), messages.planningPeriodInvalid);
/** ?from=&to= of the board (both days included) and of the absences: at most 31 days. */
export const planningPeriodQuery = z
  .object({ from: periodDate, to: periodDate })
  .refine(({ from, to }) => from <= to && daysBetween(from, to) < MAX_PLANNING_DAYS, {
    message: messages.planningPeriodTooLong,
    path: ['to'],
  });
export const planningQuery = z
  .object({
    from: periodDate,
    to: periodDate,
    view: z.enum(['members', 'bays'], { error: messages.planningViewInvalid }).default('members'),
  })
  .refine(({ from, to }) => from <= to && daysBetween(from, to) < MAX_PLANNING_DAYS, {
    message: messages.planningPeriodTooLong,
    path: ['to'],
  });

export const plannedWorkOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.string(),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  machine: z.string().nullable(),
});
export const planningSchema = z.object({
  from: z.string(),
  to: z.string(),
  view: z.enum(['members', 'bays']),
  members: z.array(z.object({ id: z.string(), name: z.string() })),
  bays: z.array(baySchema),
  hours: openingHoursSchema,
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  bookings: z.array(bookingSchema.extend({ workOrder: plannedWorkOrderSchema })),
  absences: z.array(absenceSchema.omit({ note: true })),
  /** Open work orders without a booking, newest first, at most 100 (the board’s tray). */
  unbooked: z.array(plannedWorkOrderSchema),
  dueServices: z.array(serviceDueItemSchema),
});
export type Planning = z.infer<typeof planningSchema>;

export const serviceBookedSchema = z.object({
  workOrder: workOrderSchema,
  booking: bookingSchema,
  warnings: z.array(warningSchema),
});
export const calendarFeedSchema = z.object({ url: z.string() });
