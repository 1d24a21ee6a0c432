import { fileError } from './bank-file';

// The parser is told to expand no entity (a bank file has no DOCTYPE to declare any), so a text comes
// as written: "Okänd Betalare &amp; Co". This turns XML's five entities and character references
// into the characters they stand for; anything else with an ampersand is not XML.

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML 1.0's Char production: what a character reference may stand for. */
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** The text with its references replaced, or the file refused naming the reference. */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;&\s]{0,12});?/g, (reference, name: string) => {
    const numeric = /^#(?:x([0-9a-f]{1,6})|(\d{1,7}))$/i.exec(name);
    const code = numeric ? parseInt(numeric[1] ?? numeric[2]!, numeric[1] ? 16 : 10) : null;
    if (code !== null && isXmlChar(code) && reference.endsWith(';')) return String.fromCodePoint(code);
    if (code === null && Object.hasOwn(NAMED, name) && reference.endsWith(';')) return NAMED[name]!;
    throw fileError(`texten "${text.slice(0, 40)}" har referensen ${reference.slice(0, 14)}, som inte är XML`);
  });
}
