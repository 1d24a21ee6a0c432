import { z } from './zod';

// A drawn signature as the browser's canvas gives it: a PNG data URL (QUOTES.md and FIELD.md decision 5).

/** A drawn signature, decoded, at most 200 KB. */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
/** The longest base64 text of a 200 KB image. */
const MAX_SIGNATURE_TEXT = PNG_DATA_URL_PREFIX.length + Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4;

/** A PNG data URL of at most 200 KB, its base64 well formed; whether the bytes are a PNG the server checks. */
export const signatureDataUrl = (message: string) =>
  z
    .string({ error: message })
    .max(MAX_SIGNATURE_TEXT, message)
    .refine(
      (value) =>
        value.startsWith(PNG_DATA_URL_PREFIX) && /^[A-Za-z0-9+/]+={0,2}$/.test(value.slice(PNG_DATA_URL_PREFIX.length)),
      message,
    );
