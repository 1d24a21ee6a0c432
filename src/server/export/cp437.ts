// Code page 437 ("PC8"), which SIE files use: bytes 0x80–0xFF in order.
const HIGH_HALF =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const encodeTable = new Map<string, number>([...HIGH_HALF].map((char, index) => [char, 0x80 + index]));
const decodeTable = [...HIGH_HALF];

/** Letters that carry no accent to take off (Unicode gives them no decomposition), and typography. */
const NEAREST: Partial<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Þ: 'Th',
  þ: 'th',
  Œ: 'OE',
  œ: 'oe',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  ŉ: "'n",
  Ŋ: 'N',
  ŋ: 'n',
  Ŧ: 'T',
  ŧ: 't',
  ẞ: 'SS',
  ſ: 's',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '€': 'EUR',
};

/** The nearest text code page 437 has: Ż → Z, ń → n, Ł → L (accents taken off with Unicode NFD). */
const nearest = (char: string) => NEAREST[char] ?? char.normalize('NFD').replace(/\p{M}+/gu, '');

/** Text as code page 437 bytes: a character the code page lacks becomes the nearest it has, else '?'. */
export function encodeCp437(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (encodeTable.has(char)) bytes.push(encodeTable.get(char)!);
    else
      for (const part of nearest(char))
        bytes.push(part.codePointAt(0)! < 0x80 ? part.codePointAt(0)! : (encodeTable.get(part) ?? 0x3f));
  }
  return Buffer.from(bytes);
}

export function decodeCp437(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte < 0x80 ? String.fromCharCode(byte) : decodeTable[byte - 0x80];
  return text;
}
