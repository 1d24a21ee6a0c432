import { z } from './zod';
import { isIsoDate } from './dates';
import { messages } from './messages';

// The board's dialog (PLANNING.md decision 3): what dragging does, typed with the keyboard. The fields
// become the API's Swedish wall-clock times (bookingInputSchema) when sent.

const quarterClock = z
  .string({ error: messages.bookingQuarterHours })
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, messages.bookingQuarterHours);
const date = z.string({ error: messages.invalidDate }).refine(isIsoDate, messages.invalidDate);

/**
 * `place`: a bay's id, "onSite" (ute hos kund) or "" (none chosen); `assigneeId`: a member or "";
 * `address`: where on site, empty for the customer's own (the API's default).
 */
export const bookingFormSchema = z
  .object({
    date,
    start: quarterClock,
    endDate: date,
    end: quarterClock,
    assigneeId: z.string(),
    place: z.string(),
    address: z.string().max(300, messages.textTooLong(300)),
  })
  .refine((form) => `${form.endDate}T${form.end}` > `${form.date}T${form.start}`, {
    message: messages.bookingEndBeforeStart,
    path: ['end'],
  });
export type BookingForm = z.infer<typeof bookingFormSchema>;

/** The form as the API reads it. */
export function bookingOfForm(form: BookingForm) {
  return {
    start: `${form.date}T${form.start}`,
    end: `${form.endDate}T${form.end}`,
    assigneeIds: form.assigneeId ? [form.assigneeId] : [],
    bayId: form.place && form.place !== 'onSite' ? form.place : null,
    onSite: form.place === 'onSite',
    address: form.place === 'onSite' && form.address.trim() ? form.address.trim() : null,
  };
}

const HOURS_TEXT = /^\s*(\d{2}:\d{2})\s*[–-]\s*(\d{2}:\d{2})\s*$/;

/** "07:00–16:00, 17:00–19:00" of a day's openings; "" for a closed day. */
export const hoursText = (intervals: ReadonlyArray<{ from: string; to: string }>) =>
  intervals.map((interval) => `${interval.from}–${interval.to}`).join(', ');

/** A day's openings typed as text, read into intervals (the API checks the clock times themselves). */
const dayHoursText = z
  .string()
  .refine(
    (text) => text.trim() === '' || text.split(',').every((part) => HOURS_TEXT.test(part)),
    messages.openingHoursInvalid,
  );
export const openingHoursFormSchema = z.object({
  mon: dayHoursText,
  tue: dayHoursText,
  wed: dayHoursText,
  thu: dayHoursText,
  fri: dayHoursText,
  sat: dayHoursText,
  sun: dayHoursText,
});
export type OpeningHoursForm = z.infer<typeof openingHoursFormSchema>;

export function intervalsOfText(text: string): Array<{ from: string; to: string }> {
  if (text.trim() === '') return [];
  return text.split(',').map((part) => {
    const [, from, to] = HOURS_TEXT.exec(part) as unknown as [string, string, string];
    return { from, to };
  });
}

/** The absence form: a member, a kind, and whole days or times ("2026-07-06" or "2026-07-06T13:00"). */
export const absenceFormSchema = z.object({
  userId: z.string().min(1, messages.absenceMemberInvalid),
  kind: z.enum(['vacation', 'sick', 'training', 'other'], { error: messages.absenceKindInvalid }),
  start: z.string().min(1, messages.absenceTimeInvalid),
  end: z.string().min(1, messages.absenceTimeInvalid),
});
export type AbsenceForm = z.infer<typeof absenceFormSchema>;
