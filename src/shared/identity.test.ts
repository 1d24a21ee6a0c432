import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBankgiro, isValidBankgiro, isValidOrganisationNumber, isValidVatNumber, vatNumberFromOrganisationNumber } from './identity';
import { luhnCheckDigit } from './ocr';

describe('Swedish identity numbers (Skatteverket and Bankgirot vectors)', () => {
  it.each(['5050-1055', '5402-9681', '160-9908', '50501055'])('accepts the bankgiro %s', (value) => expect(isValidBankgiro(value)).toBe(true));
  it.each(['5050-1056', '123', '123456789', 'abcd-efgh'])('refuses the bankgiro %s', (value) => expect(isValidBankgiro(value)).toBe(false));
  it('shows a bankgiro as NNNN-NNNN or NNN-NNNN', () => {
    expect(formatBankgiro('50501055')).toBe('5050-1055');
    expect(formatBankgiro('1609908')).toBe('160-9908');
  });

  it.each(['556036-0793', '212000-0142', '556047-3521', '5560360793', '16556036-0793', '811218-9876'])('accepts the organisation number %s', (value) =>
    expect(isValidOrganisationNumber(value)).toBe(true),
  );
  it.each(['556036-0794', '811218-9875', '55603607', '556036-079X'])('refuses the organisation number %s', (value) =>
    expect(isValidOrganisationNumber(value)).toBe(false),
  );

  it('offers the VAT number SE + ten digits + 01', () => {
    expect(vatNumberFromOrganisationNumber('556036-0793')).toBe('SE556036079301');
    expect(isValidVatNumber('SE556036079301')).toBe(true);
    expect(isValidVatNumber('SE556036079401')).toBe(false);
    expect(isValidVatNumber('SE556036079302')).toBe(false);
  });

  it('accepts every company number built with the right check digit and refuses every other final digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{2}[2-9]\d{6}$/), fc.integer({ min: 1, max: 9 }), (nine, offset) => {
        const check = luhnCheckDigit(nine);
        return isValidOrganisationNumber(`${nine}${check}`) && !isValidOrganisationNumber(`${nine}${(check + offset) % 10}`);
      }),
    );
  });
});
