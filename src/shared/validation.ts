import { z } from './zod';
import { daysBetween, isDateInRange, isIsoDate } from './dates';
import { messages } from './messages';

/** A required text: missing, not a string, or blank all answer the same message. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, messages.textTooLong(max));
}

/** An optional text: blank or missing is null. */
export function nullableText(max: number, message = messages.textTooLong(max)) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A text that may be left out (undefined: as it was, or its default), cleared (null or empty) or given. */
export function keptOrClearedText(max: number) {
  return z
    .union([z.string(), z.null()], { error: messages.textTooLong(max) })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === null ? null : value.trim() || null))
    .refine((value) => value === undefined || value === null || value.length <= max, messages.textTooLong(max));
}

export function optionalText(max: number) {
  return z
    .string({ error: messages.textTooLong(max) })
    .trim()
    .max(max, messages.textTooLong(max))
    .nullish()
    .transform((value) => value ?? '');
}

/** Exactly YYYY-MM-DD within the supported range; an empty string or null means no date. */
export const optionalIsoDate = z
  .union([z.string(), z.null()], { error: messages.invalidDate })
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || value === '') return null;
    if (!isIsoDate(value)) {
      context.addIssue({ code: 'custom', message: messages.invalidDate });
      return z.NEVER;
    }
    if (!isDateInRange(value)) {
      context.addIssue({ code: 'custom', message: messages.dateOutOfRange });
      return z.NEVER;
    }
    return value;
  });

/** Like optionalIsoDate, but left out (undefined) stays undefined: an edit that leaves it out keeps it. */
export const keptIsoDate = z
  .union([z.string(), z.null()], { error: messages.invalidDate })
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    const result = optionalIsoDate.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/**
 * A plain decimal with at most two decimals: 850, 850.5, "850,50", "1 234,50". Nothing else is
 * read as a number: no "0x10", "1e3", "Infinity", and no 5000.005 (the check is exact, on the
 * decimal text, not relative to the size of the number).
 */
const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,2})?$/;

/** The canonical text of a decimal as sent ("1 234,50" → "1234.50"), or null when it is not one. */
export function decimalText(value: unknown): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // String() gives the shortest text that reads back as the same number: 5000.005 stays 5000.005.
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  } else {
    return null;
  }
  return DECIMAL_TEXT.test(text) ? text : null;
}

/** A decimal with at most two decimals as whole hundredths (öre, or hundredths of a unit), exactly. */
export function hundredthsOf(text: string): number {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -hundredths : hundredths;
}

/** A price in kronor as sent: 0 … 10 000 000 with at most two decimals; null when it is none. */
export function kronorOf(value: unknown): number | null {
  const text = decimalText(value);
  if (text === null) return null;
  const ore = hundredthsOf(text);
  return ore >= 0 && ore <= 1_000_000_000 ? ore / 100 : null;
}

/** Accepts what decimalText reads; strings are what forms hold while the user types. The value is in units (kronor). */
export function decimalNumber(message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, context) => {
    const text = decimalText(value);
    if (text === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return hundredthsOf(text) / 100;
  });
}

/** The most rows a page may ask for: a list's answer stays a few megabytes at most. */
export const MAX_PAGE_SIZE = 200;
/** Work orders carry their checklist and materials (up to 200 000 characters each): 100 a page at most. */
export const MAX_WORK_ORDER_PAGE_SIZE = 100;

/** `limit` and `offset` of a list, `limit` at most `maxLimit` (400 above it). */
export function pagingQueryUpTo(maxLimit: number) {
  return {
    limit: z.coerce
      .number({ error: messages.invalidPaging })
      .int(messages.invalidPaging)
      .min(1, messages.invalidPaging)
      .max(maxLimit, messages.pageTooLarge(maxLimit))
      .optional(),
    offset: pagingQuery.offset,
  };
}

export const pagingQuery = {
  limit: z.coerce
    .number({ error: messages.invalidPaging })
    .int(messages.invalidPaging)
    .min(1, messages.invalidPaging)
    .max(MAX_PAGE_SIZE, messages.pageTooLarge(MAX_PAGE_SIZE))
    .optional(),
  offset: z.coerce
    .number({ error: messages.invalidPaging })
    .int(messages.invalidPaging)
    .min(0, messages.invalidPaging)
    .max(10_000_000, messages.invalidPaging)
    .optional(),
};

/**
 * An optional id of another register: blank or null is none; what is no id at all is a 404 like an
 * unknown one. Left out (undefined) keeps what an edited record had.
 */
export function optionalId(notFoundMessage: string) {
  return z
    .union([z.string(), z.null()], { error: notFoundMessage })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const id = value?.trim();
      if (!id) return null;
      if (!z.uuid().safeParse(id).success) {
        context.addIssue({ code: 'custom', message: notFoundMessage });
        return z.NEVER;
      }
      return id.toLowerCase();
    });
}

const reportDate = z
  .string({ error: messages.periodInvalid })
  .refine((value) => isIsoDate(value) && isDateInRange(value), messages.periodInvalid);

/** ?from=&to= of a report: both dates; with `.refine(isReportPeriod, reportPeriodProblem)`, to on or after from, at most a year apart. */
export const reportPeriod = { from: reportDate, to: reportDate };
export const isReportPeriod = ({ from, to }: { from: string; to: string }) =>
  from <= to && daysBetween(from, to) <= 366;
export const reportPeriodProblem = { message: messages.periodTooLong, path: ['to'] };

/** An id in a body: a UUID (any case, trimmed), answered with the message of what it should name. */
export const uuidOf = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.uuid({ error: message }))
    .transform((id) => id.toLowerCase());
