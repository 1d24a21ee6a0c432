import { z } from 'zod';
import { sv } from 'zod/v4/locales';
import { isIsoDate } from './dates';
import { messages } from './messages';

// Zod's own messages, where a schema gives none of ours, are Swedish too.
z.config(sv());

/** A required text: missing, not a string, or blank all answer the same message. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, messages.textTooLong(max));
}

export function optionalText(max: number) {
  return z
    .string({ error: messages.textTooLong(max) })
    .trim()
    .max(max, messages.textTooLong(max))
    .nullish()
    .transform((value) => value ?? '');
}

/** YYYY-MM-DD; an empty string or null means no date. */
export const optionalIsoDate = z
  .union([z.string(), z.null()], { error: messages.invalidDate })
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === null || value.trim() === '') return null;
    const trimmed = value.trim().slice(0, 10);
    if (!isIsoDate(trimmed)) {
      context.addIssue({ code: 'custom', message: messages.invalidDate });
      return z.NEVER;
    }
    return trimmed;
  });

/** Accepts 850, 850.5 or "850,50"; strings are what forms hold while the user types. */
export function decimalNumber(message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, context) => {
    const parsed = typeof value === 'number' ? value : Number(value.trim().replace(/\s/g, '').replace(',', '.'));
    if ((typeof value === 'string' && value.trim() === '') || !Number.isFinite(parsed)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });
}

export function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 100;
  return Math.abs(scaled - Math.round(scaled)) <= 1e-6 * Math.max(1, Math.abs(scaled));
}

export const pagingQuery = {
  limit: z.coerce
    .number({ error: messages.invalidPaging })
    .int(messages.invalidPaging)
    .min(1, messages.invalidPaging)
    .max(500, messages.invalidPaging)
    .optional(),
  offset: z.coerce
    .number({ error: messages.invalidPaging })
    .int(messages.invalidPaging)
    .min(0, messages.invalidPaging)
    .max(10_000_000, messages.invalidPaging)
    .optional(),
};
