import { z } from './zod';
import { messages } from './messages';

/**
 * What may separate the digits of a typed number: spaces (also the non-breaking ones a copied number
 * brings), hyphens, slashes, dots and parentheses. Anything else (letters, NUL, digits of other
 * scripts) means the text is not a phone number, rather than a number with something dropped.
 */
const SEPARATORS = /[ \u00a0\u202f\-/.()]/g;

/** The trunk zero some write after the country code, "+46 (0)70 …": not a digit of the number. */
const TRUNK_ZERO = /^\+(\d{1,3})[ \u00a0\u202f]*\(0\)/;

/**
 * A typed phone number in E.164 (`+` and 7–15 digits), or null when it is none (DOMAIN-SE, Phone
 * numbers and SMS). A Swedish number written at home drops its leading 0 after +46
 * (`070-123 45 67` → `+46701234567`); `00` is the international prefix (`0046 70 …`); a number in `+`
 * form keeps its country. Without a leading 0 or + the country is unknown, so it is refused.
 */
export function normalisePhoneNumber(typed: string): string | null {
  const compact = typed.trim().replace(TRUNK_ZERO, '+$1').replace(SEPARATORS, '');
  const match = /^(\+|00|0)?(\d+)$/.exec(compact);
  if (!match) return null;
  const [, prefix, digits] = match as unknown as [string, string | undefined, string];
  let international: string;
  if (prefix === '+' || prefix === '00') international = digits;
  else if (prefix === '0') international = `46${digits}`;
  else return null;
  // "+46 070 …" repeats the trunk zero; a Swedish number itself never starts with 0.
  if (/^460[1-9]/.test(international)) international = `46${international.slice(3)}`;
  if (!/^[1-9]\d{6,14}$/.test(international) || international.startsWith('460')) return null;
  return `+${international}`;
}

/** A Swedish mobile number (E.164 `+467…`): the only Swedish numbers an SMS reaches. */
export function isSwedishMobile(e164: string): boolean {
  return /^\+467\d+$/.test(e164);
}

/**
 * Whether an SMS may be sent to a number in E.164: a Swedish number must be a mobile one; a foreign
 * number is let through, since which of another country's numbers are mobile is not known here.
 */
export function canReceiveSms(e164: string): boolean {
  return !e164.startsWith('+46') || isSwedishMobile(e164);
}

/** A phone number as typed, given back in E.164. */
export const phoneNumber = z
  .string({ error: messages.phoneNumberInvalid })
  .max(40, messages.phoneNumberInvalid)
  .transform((value, context) => {
    const e164 = normalisePhoneNumber(value);
    if (e164 === null) {
      context.addIssue({ code: 'custom', message: messages.phoneNumberInvalid });
      return z.NEVER;
    }
    return e164;
  });

/** A number an SMS can go to, in E.164: a Swedish landline is refused with its own message. */
export const smsNumber = phoneNumber.refine(canReceiveSms, messages.smsNeedsMobile);
