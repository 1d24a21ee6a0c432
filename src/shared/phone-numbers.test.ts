import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { canReceiveSms, isSwedishMobile, normalisePhoneNumber, phoneNumber, smsNumber } from './phone-numbers';

describe('phone numbers in E.164, 7–15 digits with the country code (DOMAIN-SE vectors)', () => {
  it.each([
    ['070-123 45 67', '+46701234567'],
    ['0046 70 123 45 67', '+46701234567'],
    ['08-123 456 78', '+46812345678'],
    ['+47 912 34 567', '+4791234567'],
    ['+46 (0)70-123 45 67', '+46701234567'],
    ['+46 070 123 45 67', '+46701234567'],
    ['(08) 123 456 78', '+46812345678'],
    ['  070\u00a0123\u00a045\u00a067 ', '+46701234567'],
    ['0470-123 45', '+4647012345'],
    ['+1 (212) 555-0100', '+12125550100'],
    ['+123 456 7', '+1234567'],
    ['+123 456 789 012 345', '+123456789012345'],
  ])('reads %j as %s', (typed, e164) => expect(normalisePhoneNumber(typed)).toBe(e164));

  it.each([
    ['six digits', '+46123'],
    ['six digits with the country', '0123 4'],
    ['sixteen digits', '+1234567890123456'],
    ['no country and no area code', '701234567'],
    ['letters', '070-ABC 45 67'],
    ['a NUL', '070-123 45 67\u0000'],
    ['Arabic-Indic digits', '٠٧٠١٢٣٤٥٦٧'],
    ['full-width digits', '０７０１２３４５６７'],
    ['a lone +', '+'],
    ['two +', '++46 70 123 45 67'],
    ['a + inside', '070+123 45 67'],
    ['country code 0', '+0 70 123 45 67'],
    ['a Swedish number starting 00 after +46', '+46 00 123 45 67'],
    ['nothing', ''],
    ['blanks', '   '],
    ['a tab', '070\t123 45 67'],
  ])('refuses %s (%j)', (_, typed) => expect(normalisePhoneNumber(typed)).toBeNull());

  it('gives back + and 7–15 digits or nothing, and reading its own answer changes nothing', () => {
    const typed = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789 +-()/.\u00a0') }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc
        .tuple(fc.constantFrom('0', '00', '+', '+46 ', '+46 (0)', ''), fc.stringMatching(/^[\d -]{0,20}$/))
        .map(([prefix, rest]) => prefix + rest),
    );
    fc.assert(
      fc.property(typed, (value) => {
        const e164 = normalisePhoneNumber(value);
        if (e164 === null) return true;
        return /^\+[1-9]\d{6,14}$/.test(e164) && normalisePhoneNumber(e164) === e164;
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every digit a Swedish number was typed with, whatever separates them', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{6,8}$/),
        fc.array(fc.constantFrom(' ', '-', ''), { minLength: 9, maxLength: 9 }),
        (national, separators) => {
          const typed = `0${[...national].map((digit, index) => digit + (separators[index] ?? '')).join('')}`;
          return normalisePhoneNumber(typed) === `+46${national}`;
        },
      ),
    );
  });
});

describe('numbers an SMS can go to', () => {
  it('knows a Swedish mobile by +467', () => {
    expect(isSwedishMobile('+46701234567')).toBe(true);
    expect(isSwedishMobile('+46812345678')).toBe(false);
    expect(isSwedishMobile('+4791234567')).toBe(false);
    expect(canReceiveSms('+46812345678')).toBe(false);
    expect(canReceiveSms('+4791234567')).toBe(true);
  });

  it('gives a phone number back in E.164, and a Swedish message for what is not one', () => {
    expect(phoneNumber.parse('08-123 456 78')).toBe('+46812345678');
    for (const value of ['12345', 'ring mig', 42, null, '0'.repeat(41)]) {
      const result = phoneNumber.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.phoneNumberInvalid]);
    }
  });

  it('takes a mobile or a foreign number for SMS and refuses a Swedish landline with its own message', () => {
    expect(smsNumber.parse('070-123 45 67')).toBe('+46701234567');
    expect(smsNumber.parse('+47 912 34 567')).toBe('+4791234567');
    const landline = smsNumber.safeParse('08-123 456 78');
    expect(landline.error?.issues.map((issue) => issue.message)).toEqual([messages.smsNeedsMobile]);
    const garbage = smsNumber.safeParse('070-123 45 6x');
    expect(garbage.error?.issues.map((issue) => issue.message)).toEqual([messages.phoneNumberInvalid]);
  });
});
