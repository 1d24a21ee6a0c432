import { signaturePngBytes } from '../http/png';
import { signatureInvalid } from './errors';

/** A drawn signature's bytes as base64, checked from the bytes (QUOTES.md decision 5; http/png.ts). */
export function signaturePng(dataUrl: string | undefined): string | null {
  if (dataUrl === undefined) return null;
  const bytes = signaturePngBytes(dataUrl);
  if (!bytes) throw signatureInvalid().at('signature');
  return bytes.toString('base64');
}
