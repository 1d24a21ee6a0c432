/**
 * The GSM 03.38 default alphabet (without the escape code 0x1B), one septet each. Å Ä Ö å ä ö are in
 * it, so a Swedish text stays GSM-7 (DOMAIN-SE, Phone numbers and SMS).
 */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** The extension table: the escape septet and the character's own, two septets each. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsParts {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  length: number;
  /** How many SMS the text is sent as; an empty text is none. */
  parts: number;
  /** Septets or code units still free in the last part before it takes one more SMS. */
  remaining: number;
}

/** One SMS holds 160 septets or 70 code units; a split one keeps 7 septets (6 units) of each part for its header. */
const CAPACITY: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

/**
 * How many SMS a text takes, as a phone counts them. A part never splits a character: not the
 * escape pair of an extension character, nor the surrogate pair of an emoji, which then starts
 * the next part.
 */
export function smsParts(text: string): SmsParts {
  const characters = [...text];
  const isGsm = characters.every((character) => GSM_BASIC.has(character) || GSM_EXTENSION.has(character));
  const encoding: SmsEncoding = isGsm ? 'GSM-7' : 'UCS-2';
  const sizes = characters.map((character) => (isGsm ? (GSM_EXTENSION.has(character) ? 2 : 1) : character.length));
  const length = sizes.reduce((sum, size) => sum + size, 0);
  const { single, part } = CAPACITY[encoding];
  if (length === 0) return { encoding, length, parts: 0, remaining: single };
  if (length <= single) return { encoding, length, parts: 1, remaining: single - length };
  let parts = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, length, parts, remaining: part - used };
}
