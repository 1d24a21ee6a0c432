/** What the bytes are, never what the name or the client says (FIELD.md decision 2). */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'application/pdf';

/** How many of the first bytes `sniffType` needs. */
export const SNIFF_BYTES = 16;

// The HEIF family's brands an iPhone (heic, heix), an HEVC sequence or a plain HEIF file carries.
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
const ascii = (head: Buffer, from: number, to: number) => head.subarray(from, to).toString('latin1');

/** The type of a file from its first bytes, or null when it is none of those accepted. */
export function sniffType(head: Buffer): SniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'image/heic';
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

export const isPhoto = (type: SniffedType) => type !== 'application/pdf';
