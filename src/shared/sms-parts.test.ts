import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smsParts } from './sms-parts';

const a = (count: number) => 'a'.repeat(count);
const zhe = (count: number) => 'ж'.repeat(count);

describe('SMS parts (GSM-7 160/153, UCS-2 70/67)', () => {
  it.each([
    [0, 0, 160],
    [1, 1, 159],
    [160, 1, 0],
    [161, 2, 145],
    [306, 2, 0],
    [307, 3, 152],
  ])('sends %i GSM-7 characters as %i SMS with %i left', (count, parts, remaining) =>
    expect(smsParts(a(count))).toEqual({ encoding: 'GSM-7', length: count, parts, remaining }),
  );

  it('knows the 127 characters of the GSM-7 default alphabet and the 10 of its extension table', () => {
    const basic =
      '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
    expect([...basic]).toHaveLength(127);
    expect(smsParts(basic)).toMatchObject({ encoding: 'GSM-7', length: 127 });
    expect(smsParts('\f^{}\\[~]|€')).toMatchObject({ encoding: 'GSM-7', length: 20 });
    for (const outside of ['ç', 'õ', '\t', '`', 'á', 'Ł', '\u0000', '\u00a0'])
      expect(smsParts(outside).encoding).toBe('UCS-2');
  });

  it('keeps a Swedish text with å ä ö Å Ä Ö and the GSM-7 symbols in one 160-character SMS', () => {
    const text =
      'Hej! Din maskin är klar på verkstaden. Välkommen, Åsa & Örjan: ÄÖÅ åäö @£$§¿¡ "pris" 1 234,00 kr.\r\n';
    expect(smsParts(text.padEnd(160, '.'))).toMatchObject({ encoding: 'GSM-7', length: 160, parts: 1 });
    expect(smsParts(text.padEnd(161, '.'))).toMatchObject({ encoding: 'GSM-7', length: 161, parts: 2 });
  });

  it.each([...'€[]{}^~\\|'])('counts the extension character %s as two septets', (character) => {
    expect(smsParts(a(158) + character)).toMatchObject({ encoding: 'GSM-7', length: 160, parts: 1 });
    expect(smsParts(a(159) + character)).toMatchObject({ encoding: 'GSM-7', length: 161, parts: 2 });
  });

  it('does not split an extension character across parts', () => {
    // 152 + 2 + 152 septets: 306 would fit two parts, but the € cannot share the first one's last septet.
    expect(smsParts(`${a(152)}€${a(152)}`)).toEqual({
      encoding: 'GSM-7',
      length: 306,
      parts: 3,
      remaining: 152,
    });
    expect(smsParts(`${a(151)}€${a(153)}`)).toEqual({
      encoding: 'GSM-7',
      length: 306,
      parts: 2,
      remaining: 0,
    });
  });

  it.each([
    [70, 1, 0],
    [71, 2, 63],
    [134, 2, 0],
    [135, 3, 66],
  ])('sends %i characters outside GSM-7 as %i UCS-2 SMS with %i left', (count, parts, remaining) =>
    expect(smsParts(zhe(count))).toEqual({ encoding: 'UCS-2', length: count, parts, remaining }),
  );

  it('turns a whole Swedish text into UCS-2 for one character outside GSM-7', () => {
    expect(smsParts(`${a(69)}ç`)).toMatchObject({ encoding: 'UCS-2', length: 70, parts: 1 });
    expect(smsParts(`${a(70)}€ł`)).toMatchObject({ encoding: 'UCS-2', length: 72, parts: 2 });
    expect(smsParts(`${a(69)}\t`)).toMatchObject({ encoding: 'UCS-2', parts: 1 });
  });

  it('counts an emoji as its two UTF-16 code units and does not split it across parts', () => {
    expect(smsParts('😀'.repeat(35))).toEqual({ encoding: 'UCS-2', length: 70, parts: 1, remaining: 0 });
    expect(smsParts(`${zhe(69)}😀`)).toEqual({ encoding: 'UCS-2', length: 71, parts: 2, remaining: 63 });
    expect(smsParts(`${zhe(66)}😀${zhe(66)}`)).toEqual({
      encoding: 'UCS-2',
      length: 134,
      parts: 3,
      remaining: 66,
    });
  });

  it('fills every part but the last to at least one unit short of full, and counts what is left in the last', () => {
    const character = fc.constantFrom('a', 'ä', '€', '[', 'ж', '😀', '\n', 'ł');
    fc.assert(
      fc.property(fc.array(character, { maxLength: 800 }), (characters) => {
        const { encoding, length, parts, remaining } = smsParts(characters.join(''));
        const single = encoding === 'GSM-7' ? 160 : 70;
        const part = encoding === 'GSM-7' ? 153 : 67;
        if (length <= single) return parts === (length === 0 ? 0 : 1) && remaining === single - length;
        // No character takes more than two units, so a part leaves at most one unit empty.
        const inLast = part - remaining;
        return inLast >= 1 && length <= (parts - 1) * part + inLast && length >= (parts - 1) * (part - 1) + inLast;
      }),
    );
  });
});
