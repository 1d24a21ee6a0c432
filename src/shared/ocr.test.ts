import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidOcr, ocrForInvoiceNumber, ocrWithCheckDigit, ocrWithLengthAndCheckDigit } from './ocr';

describe('OCR reference (Bankgirot vectors, docs/invoicing.md)', () => {
  it.each([
    ['123', '1230', '12351'],
    ['12345', '123455', '1234574'],
    ['1001', '10017', '100164'],
    ['4711', '47118', '471169'],
    ['20250042', '202500427', '2025004207'],
  ])('%s → %s, with length digit %s', (payload, withCheck, withLength) => {
    expect(ocrWithCheckDigit(payload)).toBe(withCheck);
    expect(ocrWithLengthAndCheckDigit(payload)).toBe(withLength);
    expect(isValidOcr(withCheck)).toBe(true);
    expect(isValidOcr(withLength)).toBe(true);
  });

  it('derives a valid reference from an invoice number', () => {
    expect(ocrForInvoiceNumber('F2026111234')).toBe(ocrWithLengthAndCheckDigit('2026111234'));
    expect(isValidOcr(ocrForInvoiceNumber('F2026111234'))).toBe(true);
  });

  it('gives every payload a reference that passes the check, with the right length digit, and catches any single wrong digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,23}$/), fc.nat(), (payload, position) => {
        const ocr = ocrWithLengthAndCheckDigit(payload);
        const index = position % ocr.length;
        const wrong = ocr.slice(0, index) + String((Number(ocr[index]) + 1) % 10) + ocr.slice(index + 1);
        return isValidOcr(ocr) && Number(ocr.at(-2)) === ocr.length % 10 && !isValidOcr(wrong);
      }),
    );
  });
});
