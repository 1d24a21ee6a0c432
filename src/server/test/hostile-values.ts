// What a hostile client sends where a field is expected, for the tests that try every call with it
// (http/hostile-input.test.ts).

type Body = Record<string, unknown>;

/**
 * Nested thousands of levels deep: JSON.parse reads it, anything recursive after it would overflow.
 * Too deep for JSON.stringify too, so it travels as a marker replaced in the request's text.
 */
export const DEEP = '\u0001deep\u0001';
export const deepJson = `${'['.repeat(5000)}${']'.repeat(5000)}`;
export const toPayload = (body: unknown) => JSON.stringify(body).replaceAll(JSON.stringify(DEEP), deepJson);

/** What a hostile client puts where a field is expected. */
export const hostileValues: Array<[string, unknown]> = [
  ['a NUL byte', 'Gräv\u0000maskin'],
  ['a lone surrogate', 'Slang \ud800'],
  ['a date with trailing text', '2026-02-28xyz'],
  ['year zero', '0000-01-01'],
  ['an impossible date', '2026-02-30'],
  ['a prototype key', '__proto__'],
  ['constructor', 'constructor'],
  ['toString', 'toString'],
  ['hexadecimal', '0x10'],
  ['an exponent', '1e3'],
  ['three decimals', 5000.005],
  ['a huge number', 1e308],
  ['a negative number', -1],
  ['an empty string', ''],
  ['null', null],
  ['an array', []],
  ['an object', { toString: 'x' }],
  ['deep nesting', DEEP],
  ['a very long text', 'x'.repeat(100_000)],
  ['right-to-left override and combining marks', '\u202eABC\u0301\u0308'],
  ['emoji', '🚜🔧'],
  ['a trailing backslash', 'Back\\slash AB\\'],
  ['control characters', 'ESC\u001b DEL\u007f'],
];

/** Each field of `base` replaced by each hostile value, at the top and inside list items. */
export function* variants(base: Body): Generator<[string, Body]> {
  for (const field of Object.keys(base)) {
    for (const [name, value] of hostileValues) yield [`${field} = ${name}`, { ...base, [field]: value }];
  }
  for (const list of ['todoList', 'materials', 'items'] as const) {
    if (!(list in base)) continue;
    const item = (base[list] as Body[])[0]!;
    for (const [name, value] of hostileValues) {
      for (const field of Object.keys(item))
        yield [`${list}[0].${field} = ${name}`, { ...base, [list]: [{ ...item, [field]: value }] }];
      yield [
        `${list}[0] key ${name}`,
        {
          ...base,
          [list]: [{ ...item, [typeof value === 'string' && value !== DEEP ? value : 'x']: value }],
        },
      ];
      yield [`${list}[0] = ${name}`, { ...base, [list]: [value] }];
    }
  }
}
