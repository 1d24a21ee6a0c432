import { fileError, sumOre, type BankFile } from './bank-file';
import { isBgMax, readBgMax } from './bgmax';
import { isCamt054, readCamt054 } from './camt054';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/**
 * The file's text: XML declares UTF-8 (or is read as such); BgMax is ISO-8859-1, unless the bytes are
 * valid UTF-8 with letters beyond ASCII (a file that passed through an editor), which then reads right.
 */
function textOf(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}

/** The bank's file as it came, the format told from the content. */
export function readBankFile(bytes: Buffer): BankFile {
  if (bytes.length === 0) throw fileError('filen är tom');
  if (bytes.includes(0)) throw fileError('filen innehåller NUL-tecken och är varken camt.054 eller BgMax');
  const file = readText(textOf(bytes));
  // The total the import answers: exact, however many payments of the largest amount.
  sumOre(
    file.payments.map((payment) => payment.amountOre),
    'inbetalningarna',
  );
  return file;
}

function readText(text: string): BankFile {
  if (isBgMax(text)) return readBgMax(text);
  if (isCamt054(text) || /^\s*(<\?xml|<)/.test(text.replace(/^\uFEFF/, '')))
    return readCamt054(text.replace(/^\uFEFF/, ''));
  throw fileError('formatet känns inte igen: läs in en camt.054 (XML) eller en BgMax-fil från banken');
}
