import { z } from './zod';
import { isDateInRange, isIsoDate } from './dates';
import { messages } from './messages';

const periodDate = z
  .string({ error: messages.periodInvalid })
  .refine((value) => isIsoDate(value) && isDateInRange(value), messages.periodInvalid);

/** GET /export/sie?from=&to=: two dates, to on or after from, at most ten calendar years apart. */
export const siePeriodSchema = z
  .object({ from: periodDate, to: periodDate })
  .refine(({ from, to }) => from <= to && Number(to.slice(0, 4)) - Number(from.slice(0, 4)) <= 10, {
    message: messages.periodInvalid,
    path: ['to'],
  });
export type SiePeriod = z.infer<typeof siePeriodSchema>;
