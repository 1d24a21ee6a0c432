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

export function formatOrganisationNumber(value: string): string {
  const digits = organisationNumberDigits(value) ?? value;
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

export function vatNumberFromOrganisationNumber(value: string): string | null {
  const digits = organisationNumberDigits(value);
  return digits ? `SE${digits}01` : null;
}

export function isValidVatNumber(value: string): boolean {
  const match = /^SE(\d{10})01$/.exec(value.replace(/\s/g, '').toUpperCase());
  return match !== null && isValidOrganisationNumber(match[1]!);
}
