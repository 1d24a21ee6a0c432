import { MAX_SIGNATURE_BYTES } from '../../shared/quotes';
import { signatureInvalid } from './errors';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A drawn signature's bytes, checked from the bytes (QUOTES.md decision 5): a PNG (its eight-byte
 * signature and an IHDR chunk first), at most 200 KB decoded. The data URL's own claim is not enough.
 */
export function signaturePng(dataUrl: string | undefined): string | null {
  if (dataUrl === undefined) return null;
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  const isPng =
    bytes.length > 24 && bytes.subarray(0, 8).equals(PNG_MAGIC) && bytes.subarray(12, 16).toString('latin1') === 'IHDR';
  if (!isPng || bytes.length > MAX_SIGNATURE_BYTES) throw signatureInvalid().at('signature');
  return bytes.toString('base64');
}
