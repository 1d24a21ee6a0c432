// Code page 437 ("PC8"), which SIE files use: bytes 0x80–0xFF in order.
const HIGH_HALF = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const encodeTable = new Map<string, number>([...HIGH_HALF].map((char, index) => [char, 0x80 + index]));
const decodeTable = [...HIGH_HALF];

/** Characters outside code page 437 become '?', as a SIE reader would show them anyway. */
export function encodeCp437(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else bytes.push(encodeTable.get(char) ?? 0x3f);
  }
  return Buffer.from(bytes);
}

export function decodeCp437(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte < 0x80 ? String.fromCharCode(byte) : decodeTable[byte - 0x80];
  return text;
}
