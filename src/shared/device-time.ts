import { z } from './zod';
import { messages } from './messages';

/**
 * A time of an action as the device recorded it (FIELD.md decision 7): a change made offline carries it,
 * so that a timer started at 07:02 without signal starts at 07:02. An ISO date-time with its offset.
 */
export const deviceTimeField = z
  .string({ error: messages.ledgerTimeInvalid })
  .max(40, messages.ledgerTimeInvalid)
  .pipe(z.iso.datetime({ offset: true, error: messages.ledgerTimeInvalid }))
  .transform((value) => new Date(value).toISOString());

/** How far ahead of the server's clock a device's may run (FIELD.md decision 7). */
export const DEVICE_FUTURE_MS = 5 * 60 * 1000;
/** How old a device time may be: a week for the job's time, timers and checklists (decision 7)… */
export const DEVICE_PAST_MS = 7 * 24 * 60 * 60 * 1000;
/** …and a day for the staff ledger (decision 9). */
export const LEDGER_DEVICE_PAST_MS = 24 * 60 * 60 * 1000;

/**
 * The `at` a line of POST /workorders/{id}/materials may carry: the line is kept as sent, so the server
 * takes `at` out of it and keeps it, checked, as the line's `addedAt`.
 */
export const deviceTimeInputSchema = z.object({ at: deviceTimeField.optional() });
