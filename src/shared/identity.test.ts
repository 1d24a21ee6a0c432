import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Personnummer from 'personnummer';
import {
  formatBankgiro,
  isValidBankgiro,
  isValidOrganisationNumber,
  isValidVatNumber,
  maskedPersonalNumber,
  personalNumberOf,
  vatNumberFromOrganisationNumber,
} from './identity';
import { luhnCheckDigit } from './ocr';

describe('Swedish identity numbers (Skatteverket and Bankgirot vectors)', () => {
  it.each(['5050-1055', '5402-9681', '160-9908', '50501055'])('accepts the bankgiro %s', (value) =>
    expect(isValidBankgiro(value)).toBe(true),
  );
  it.each(['5050-1056', '123', '123456789', 'abcd-efgh'])('refuses the bankgiro %s', (value) =>
    expect(isValidBankgiro(value)).toBe(false),
  );
  it('shows a bankgiro as NNNN-NNNN or NNN-NNNN', () => {
    expect(formatBankgiro('50501055')).toBe('5050-1055');
    expect(formatBankgiro('1609908')).toBe('160-9908');
  });

  it.each(['556036-0793', '212000-0142', '556047-3521', '5560360793', '16556036-0793', '811218-9876'])(
    'accepts the organisation number %s',
    (value) => expect(isValidOrganisationNumber(value)).toBe(true),
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
        return (
          isValidOrganisationNumber(`${nine}${check}`) && !isValidOrganisationNumber(`${nine}${(check + offset) % 10}`)
        );
      }),
    );
  });
});

describe('personnummer (DOMAIN-SE vectors; checked against the personnummer package)', () => {
  const today = new Date('2026-11-25T12:00:00Z');

  it.each([
    ['811218-9876', '19811218-9876'],
    ['19811218-9876', '19811218-9876'],
    ['8112189876', '19811218-9876'],
    ['198112189876', '19811218-9876'],
    ['121212+1212', '19121212-1212'],
    ['701063-2391', '19701063-2391'],
  ])('reads %s as %s', (value, canonical) => expect(personalNumberOf(value, today)).toBe(canonical));

  it.each([
    '811218-9875',
    '811318-9871',
    '810230-9874',
    '19811218+9876',
    '8112189',
    '',
    'abcdef-ghij',
    '811218-9876\u0000',
    '301224-1234',
    '150904-0000',
  ])('refuses %j', (value) => expect(personalNumberOf(value, today)).toBeNull());

  it('agrees with the personnummer package on random ten- and twelve-digit numbers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1930, max: 2025 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.stringMatching(/^\d{4}$/),
        (year, month, day, serial) => {
          const text = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}`;
          const ours = personalNumberOf(text, today);
          const theirs = Personnummer.valid(text, {
            allowCoordinationNumber: false,
            allowInterimNumber: false,
          });
          return (
            (ours !== null) === theirs &&
            (ours === null || ours.replace('-', '') === Personnummer.parse(text).format(true))
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('masks all but the birth date', () => expect(maskedPersonalNumber('19811218-9876')).toBe('19811218-****'));
});
