/** Modulus 10 (Luhn) check digit for a string of digits, as Bankgirot computes it. */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    const digit = Number(payload[payload.length - 1 - i]);
    const weighted = i % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

export function hasValidLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

export function ocrWithCheckDigit(payload: string): string {
  return payload + String(luhnCheckDigit(payload));
}

/** OCR with a length digit (total length mod 10) before the Luhn check digit. */
export function ocrWithLengthAndCheckDigit(payload: string): string {
  const lengthDigit = String((payload.length + 2) % 10);
  return ocrWithCheckDigit(payload + lengthDigit);
}

export function isValidOcr(ocr: string): boolean {
  return /^\d{2,25}$/.test(ocr) && hasValidLuhn(ocr);
}

/**
 * An OCR reference made from the digits of a text (the last 23), with length and check digit. Each
 * invoice's reference is this of its OCR serial, made by the database through invoice_ocr
 * (migration 0003), which a property test holds equal to this (docs/invoicing.md).
 */
export function ocrForInvoiceNumber(invoiceNumber: string): string {
  const digits = invoiceNumber.replace(/\D/g, '').slice(-23) || '0';
  return ocrWithLengthAndCheckDigit(digits);
}
