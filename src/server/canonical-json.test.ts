import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash } from './canonical-json';

describe('the canonical form of what a customer approved (RFC 8785)', () => {
  it('writes RFC 8785’s own example (section 3.2.2) byte for byte', () => {
    const input = JSON.parse(
      '{"numbers":[333333333.33333329,1E30,4.50,2e-3,0.000000000000000000000000001],' +
        '"string":"\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/","literals":[null,true,false]}',
    );
    expect(canonicalJson(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
        '"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it('sorts keys by UTF-16 code units as RFC 8785 section 3.2.3 does', () => {
    const input = JSON.parse(
      '{"\\u20ac":"Euro Sign","\\r":"Carriage Return","\\ufb33":"Hebrew Letter Dalet With Dagesh","1":"One",' +
        '"\\ud83d\\ude00":"Emoji: Grinning Face","\\u0080":"Control","\\u00f6":"Latin Small Letter O With Diaeresis"}',
    );
    // Read the values in the written order (JSON.parse would put the integer-like key "1" first).
    const order = [...canonicalJson(input).matchAll(/:"([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual([
      'Carriage Return',
      'One',
      'Control',
      'Latin Small Letter O With Diaeresis',
      'Euro Sign',
      'Emoji: Grinning Face',
      'Hebrew Letter Dalet With Dagesh',
    ]);
  });

  it('gives the same hash whatever order the keys came in, and another for another öre', () => {
    const shown = { number: 7, total: 1_250_000, lines: [{ description: 'Byte av hydraulslang', price: 95_000 }] };
    const reordered = { lines: [{ price: 95_000, description: 'Byte av hydraulslang' }], total: 1_250_000, number: 7 };
    expect(contentHash(shown)).toBe(contentHash(reordered));
    expect(contentHash(shown)).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash({ ...shown, total: 1_250_001 })).not.toBe(contentHash(shown));
  });

  it('refuses what JSON cannot say', () => {
    expect(() => canonicalJson({ total: Number.NaN })).toThrow();
  });
});
