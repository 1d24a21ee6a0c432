import { MAX_SIGNATURE_BYTES } from '../../shared/signature-image';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A drawn signature's bytes, checked from the bytes (QUOTES.md and FIELD.md decision 5): a PNG (its
 * eight-byte signature and an IHDR chunk first), at most 200 KB decoded. The data URL's own claim is
 * not enough. Null when the bytes are not such a PNG: the caller answers in its own words.
 */
export function signaturePngBytes(dataUrl: string): Buffer | null {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const isPng =
    bytes.length > 24 && bytes.subarray(0, 8).equals(PNG_MAGIC) && bytes.subarray(12, 16).toString('latin1') === 'IHDR';
  return isPng && bytes.length <= MAX_SIGNATURE_BYTES ? bytes : null;
}
