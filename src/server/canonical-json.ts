import { createHash } from 'node:crypto';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * The JSON Canonicalization Scheme (RFC 8785): object keys sorted by their UTF-16 code units, no
 * whitespace, strings and numbers as ECMAScript's JSON.stringify writes them — which is what JCS
 * prescribes, so ten lines do and no library is needed. What a customer approved is kept in this form
 * and hashed, so the same content always gives the same SHA-256, whoever reads it back.
 */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('JSON has no NaN or Infinity');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`).join(',')}}`;
}

/** The SHA-256 of the canonical form, hex: the approval's `contentHash`. */
export function contentHash(value: JsonValue): string {
  return createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');
}
