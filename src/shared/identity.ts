import { hasValidLuhn } from './ocr';

/** Bankgiro: 7 or 8 digits with a Luhn check over the whole number. */
export function isValidBankgiro(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{7,8}$/.test(digits) && hasValidLuhn(digits);
}

export function formatBankgiro(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}

/** Ten digits of an organisation number or personnummer; a 12-digit form loses its century. */
export function organisationNumberDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (/^\d{10}$/.test(digits)) return digits;
  if (/^(16|19|20)\d{10}$/.test(digits)) return digits.slice(2);
  return null;
}

/**
 * A company's organisationsnummer (digits 3–4 ≥ 20) or a sole trader's personnummer, Luhn over ten digits.
 */
export function isValidOrganisationNumber(value: string): boolean {
  const digits = organisationNumberDigits(value);
  if (!digits || !hasValidLuhn(digits)) return false;
  const month = Number(digits.slice(2, 4));
  const isCompany = month >= 20;
  const isPersonnummer = month >= 1 && month <= 12;
  return isCompany || isPersonnummer;
}

/** A company's organisationsnummer (digits 3–4 at least 20): not personal data, unlike a person's personnummer. */
export function isCompanyNumber(value: string | null | undefined): boolean {
  const digits = value ? organisationNumberDigits(value) : null;
  return digits !== null && hasValidLuhn(digits) && Number(digits.slice(2, 4)) >= 20;
}

export function formatOrganisationNumber(value: string): string {
  const digits = organisationNumberDigits(value) ?? value;
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

export function vatNumberFromOrganisationNumber(value: string): string | null {
  const digits = organisationNumberDigits(value);
  return digits ? `SE${digits}01` : null;
}

/** What is wrong with a Swedish VAT number, so that the message names the cause: its shape, or the organisation number's check digit. */
export function vatNumberProblem(value: string): 'shape' | 'check-digit' | null {
  const match = /^SE(\d{10})01$/.exec(value.replace(/\s/g, '').toUpperCase());
  if (!match) return 'shape';
  return isValidOrganisationNumber(match[1]!) ? null : 'check-digit';
}

export function isValidVatNumber(value: string): boolean {
  const match = /^SE(\d{10})01$/.exec(value.replace(/\s/g, '').toUpperCase());
  return match !== null && isValidOrganisationNumber(match[1]!);
}

/**
 * A personnummer (or samordningsnummer, day + 60) as `YYYYMMDD-NNNN`, or null when it is not one:
 * Luhn over the ten-digit form and a real birth date. Ten digits get the century that makes the
 * person at most 99 (a `+` between date and number: 100 or older), as Skatteverket writes them.
 */
export function personalNumberOf(value: string, today: Date = new Date()): string | null {
  const match = /^\s*(\d{2})?(\d{6})\s*([-+]?)\s*(\d{4})\s*$/.exec(value);
  if (!match) return null;
  const [, givenCentury, birth, separator, serial] = match as unknown as [
    string,
    string | undefined,
    string,
    string,
    string,
  ];
  // Birth numbers run 001–999: 000 is never issued (as the personnummer package holds too).
  if (!hasValidLuhn(birth + serial) || serial.startsWith('000')) return null;
  const yy = Number(birth.slice(0, 2));
  const thisYear = today.getUTCFullYear();
  let year: number;
  if (givenCentury !== undefined) {
    if (separator === '+') return null;
    year = Number(givenCentury) * 100 + yy;
  } else {
    year = Math.floor(thisYear / 100) * 100 + yy;
    if (year > thisYear) year -= 100;
    if (separator === '+') year -= 100;
  }
  const month = Number(birth.slice(2, 4));
  const dayNumber = Number(birth.slice(4, 6));
  const day = dayNumber > 60 ? dayNumber - 60 : dayNumber;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate =
    month >= 1 && month <= 12 && day >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!isRealDate || date.getTime() > today.getTime() || year < thisYear - 130) return null;
  return `${year}${birth.slice(2)}-${serial}`;
}

/** Shows only the birth date of a personnummer, for what may be logged or audited. */
export function maskedPersonalNumber(value: string | null): string | null {
  return value === null ? null : `${value.slice(0, 8)}-****`;
}
