import {
  boundedOre,
  fileError,
  isoDateOf,
  sumOre,
  type BankFile,
  type IncomingPayment,
  type Outgoing,
} from './bank-file';

// Bankgirot's BgMax file (DOMAIN-SE.md, "Bank files"): records of 80 characters, positions 1-based.

const field = (line: string, from: number, to: number) => line.slice(from - 1, to);
const text = (line: string, from: number, to: number) => field(line, from, to).trim() || null;

/** An amount in öre; 18 digits hold more than a number does exactly, so it is bounded before it is read. */
function amountOf(line: string, from: number, to: number, lineNumber: number): number {
  const digits = field(line, from, to);
  if (!/^\d+$/.test(digits))
    throw fileError(`rad ${lineNumber}: beloppet (position ${from}–${to}) är inte ett tal i öre`);
  const significant = digits.replace(/^0+/, '');
  return boundedOre(significant.length > 15 ? Number.POSITIVE_INFINITY : Number(significant), `rad ${lineNumber}`);
}

function countOf(line: string, from: number, to: number, lineNumber: number): number {
  const digits = field(line, from, to);
  if (!/^\d+$/.test(digits)) throw fileError(`rad ${lineNumber}: antalet (position ${from}–${to}) är inte ett tal`);
  return Number(digits);
}

interface OpenPayment extends Omit<IncomingPayment, 'date' | 'bankReference'> {
  serial: string;
  /** The payer's bankgiro (positions 3–12), zeros when the payment came another way. */
  sender: string;
  line: number;
}

interface Section {
  bankgiro: string;
  currency: string;
  line: number;
  payments: OpenPayment[];
  deductions: Array<Outgoing & { line: number }>;
}

/** The records: one a line, or 80 characters each without line breaks, as some programs write them. */
function recordsOf(content: string): string[] {
  const body = content.replace(/^\uFEFF/, '').replace(/[\r\n]+$/, '');
  const records =
    !/[\r\n]/.test(body) && body.length > 80 ? (body.match(/[^]{1,80}/g) ?? []) : body.split(/\r\n|\r|\n/);
  while (records.length > 0 && records.at(-1)!.trim() === '') records.pop();
  return records;
}

/**
 * The bank's reference for each payment: its date and BGC serial number (MONEY.md) and what tells
 * payments of one serial apart — Bankgirot's own example files give two payments of a day serial 16 —
 * the payer's bankgiro and the amount, always: a payment keeps its reference whatever else its file
 * holds, so a day sent again with a same-serial twin books it once. Payments alike in all of these
 * (the deposit's sum says both are real) are told apart by their order in the file (`:2`, `:3`).
 */
function withReferences(read: Array<OpenPayment & { date: string }>): IncomingPayment[] {
  const order = new Map<string, number>();
  return read.map((payment) => {
    const formerReference = `bgmax:${payment.date}:${payment.serial}`;
    let bankReference = `${formerReference}:${payment.sender}:${payment.amountOre}`;
    const count = (order.get(bankReference) ?? 0) + 1;
    order.set(bankReference, count);
    if (count > 1) bankReference = `${bankReference}:${count}`;
    const { amountOre, date, reference, isOcr, text, payerName, method } = payment;
    return { bankReference, formerReference, amountOre, date, reference, isOcr, text, payerName, method };
  });
}

/** Whether the text looks like a BgMax file: its first record is the start record. */
export const isBgMax = (text: string) => /^01BGMAX/.test(text.replace(/^\uFEFF/, ''));

/**
 * Reads a BgMax file, refusing it whole when a record is malformed or the sums and counts do not add
 * up. Records 21 (deductions) are listed as money out; 22/23 are counted, their references kept as text.
 * A section in another currency than kronor is checked like any other, then listed as not booked.
 */
export function readBgMax(content: string): BankFile {
  const lines = recordsOf(content);
  const counts = { payments: 0, deductions: 0, extraReferences: 0, deposits: 0 };
  const payments: Array<OpenPayment & { date: string }> = [];
  const debits: Outgoing[] = [];
  const accounts = new Map<string, string>();
  let section: Section | null = null;
  let last: OpenPayment | Section['deductions'][number] | null = null;
  let ended = false;

  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    if (raw.length > 80) throw fileError(`rad ${lineNumber} har ${raw.length} tecken, en BgMax-post har 80`);
    if (ended) throw fileError(`rad ${lineNumber}: poster efter slutposten (70)`);
    // Trailing blanks a program trimmed away are put back; every field keeps its position.
    const line = raw.padEnd(80, ' ');
    const type = field(line, 1, 2);
    if (lineNumber === 1) {
      if (type !== '01' || field(line, 3, 22).trim() !== 'BGMAX')
        throw fileError('rad 1 är inte en BgMax-startpost (01)');
      return;
    }
    switch (type) {
      case '05': {
        if (section)
          throw fileError(
            `rad ${lineNumber}: en ny öppningspost (05) innan insättningsposten (15) på rad ${section.line} stängts`,
          );
        const bankgiro = field(line, 3, 12);
        if (!/^\d{10}$/.test(bankgiro))
          throw fileError(`rad ${lineNumber}: mottagarens bankgironummer är inte tio siffror`);
        const currency = field(line, 23, 25);
        if (!/^[A-Z]{3}$/.test(currency))
          throw fileError(`rad ${lineNumber}: valutan (position 23–25) är inte en valutakod som SEK`);
        section = { bankgiro, currency, line: lineNumber, payments: [], deductions: [] };
        last = null;
        return;
      }
      case '20':
      case '21': {
        if (!section) throw fileError(`rad ${lineNumber}: en betalningspost utanför en öppningspost (05)`);
        const referenceCode = field(line, 56, 56);
        const entry = {
          amountOre: amountOf(line, 38, 55, lineNumber),
          reference: text(line, 13, 37),
          text: null,
          line: lineNumber,
        };
        if (type === '21') {
          counts.deductions += 1;
          section.deductions.push(entry);
          last = section.deductions.at(-1)!;
          return;
        }
        counts.payments += 1;
        const serial = field(line, 58, 69);
        if (!/^\d{12}$/.test(serial))
          throw fileError(`rad ${lineNumber}: BGC-löpnumret (position 58–69) är inte tolv siffror`);
        const payment: OpenPayment = {
          ...entry,
          serial,
          sender: field(line, 3, 12),
          isOcr: referenceCode === '2',
          payerName: null,
          method: 'bankgiro',
        };
        section.payments.push(payment);
        last = payment;
        return;
      }
      case '22':
      case '23':
        if (!last) throw fileError(`rad ${lineNumber}: en extra referens utan betalningspost före`);
        counts.extraReferences += 1;
        amountOf(line, 38, 55, lineNumber);
        last.text = [last.text, text(line, 13, 37)].filter(Boolean).join(' ') || null;
        return;
      case '25':
      case '26':
      case '27':
      case '28':
      case '29':
        if (!last) throw fileError(`rad ${lineNumber}: post ${type} utan betalningspost före`);
        if (type === '25') last.text = [last.text, text(line, 3, 52)].filter(Boolean).join(' ') || null;
        if (type === '26' && 'payerName' in last) last.payerName = text(line, 3, 37);
        return;
      case '15': {
        if (!section) throw fileError(`rad ${lineNumber}: en insättningspost (15) utan öppningspost (05)`);
        counts.deposits += 1;
        const date = isoDateOf(field(line, 38, 45));
        if (!date) throw fileError(`rad ${lineNumber}: betalningsdagen (position 38–45) är inte ett datum`);
        const deposit = amountOf(line, 51, 68, lineNumber);
        // A deposit that names no currency is in its section's; one that names another is a broken file.
        const depositCurrency = field(line, 69, 71).trim();
        if (depositCurrency && depositCurrency !== section.currency)
          throw fileError(
            `rad ${lineNumber}: insättningen är i ${depositCurrency} men öppningsposten på rad ${section.line} i ${section.currency}`,
          );
        const paid = sumOre(
          section.payments.map((payment) => payment.amountOre),
          `rad ${lineNumber}`,
        );
        const deducted = sumOre(
          section.deductions.map((deduction) => deduction.amountOre),
          `rad ${lineNumber}`,
        );
        if (paid - deducted !== deposit)
          throw fileError(
            `rad ${lineNumber}: insättningen är ${deposit} öre men betalningarna minus avdragen är ${paid - deducted} öre`,
          );
        const stated = countOf(line, 72, 79, lineNumber);
        // Bankgirot counts the payment records; some banks count the deductions with them.
        if (stated !== section.payments.length && stated !== section.payments.length + section.deductions.length)
          throw fileError(
            `rad ${lineNumber}: insättningen anger ${stated} betalningar men avsnittet har ${section.payments.length}`,
          );
        accounts.set(section.bankgiro, section.bankgiro);
        if (section.currency === 'SEK') {
          for (const payment of section.payments) payments.push({ ...payment, date });
          for (const { line: _line, ...deduction } of section.deductions) debits.push(deduction);
        } else {
          const count = section.payments.length;
          debits.push({
            amountOre: deposit,
            currency: section.currency,
            reference: null,
            text: `Insättning i ${section.currency} den ${date}, ${count} ${count === 1 ? 'betalning' : 'betalningar'} (rad ${section.line}–${lineNumber}): bokförs inte, bara kronor bokförs`,
          });
        }
        section = null;
        last = null;
        return;
      }
      case '70': {
        if (section)
          throw fileError(
            `rad ${lineNumber}: slutposten (70) innan insättningsposten för öppningsposten på rad ${section.line}`,
          );
        const stated = {
          payments: countOf(line, 3, 10, lineNumber),
          deductions: countOf(line, 11, 18, lineNumber),
          extraReferences: countOf(line, 19, 26, lineNumber),
          deposits: countOf(line, 27, 34, lineNumber),
        };
        for (const [name, label] of [
          ['payments', 'betalningsposter'],
          ['deductions', 'avdragsposter'],
          ['extraReferences', 'extra referensposter'],
          ['deposits', 'insättningsposter'],
        ] as const)
          if (stated[name] !== counts[name])
            throw fileError(
              `rad ${lineNumber}: slutposten anger ${stated[name]} ${label} men filen har ${counts[name]}`,
            );
        ended = true;
        return;
      }
      default:
      // Unknown record types are ignored, as Bankgirot asks of readers.
    }
  });
  if (!ended) throw fileError('slutposten (70) saknas: filen är inte hel');
  return {
    format: 'bgmax',
    accounts: [...accounts.values()].map((number) => ({ kind: 'bankgiro', number })),
    payments: withReferences(payments),
    debits,
  };
}
