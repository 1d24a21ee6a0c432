import { boundedOre, fileError, isoDateOf, sumOre, type BankFile, type IncomingPayment, type Outgoing } from './bank-file';

// Bankgirot's BgMax file (DOMAIN-SE.md, "Bank files"): records of 80 characters, positions 1-based.

const field = (line: string, from: number, to: number) => line.slice(from - 1, to);
const text = (line: string, from: number, to: number) => field(line, from, to).trim() || null;

/** An amount in öre; 18 digits hold more than a number does exactly, so it is bounded before it is read. */
function amountOf(line: string, from: number, to: number, lineNumber: number): number {
  const digits = field(line, from, to);
  if (!/^\d+$/.test(digits)) throw fileError(`rad ${lineNumber}: beloppet (position ${from}–${to}) är inte ett tal i öre`);
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
  line: number;
}

interface Section {
  bankgiro: string;
  line: number;
  payments: OpenPayment[];
  deductions: Array<Outgoing & { line: number }>;
}

/** Whether the text looks like a BgMax file: its first record is the start record. */
export const isBgMax = (text: string) => /^01BGMAX/.test(text.replace(/^\uFEFF/, ''));

/**
 * Reads a BgMax file, refusing it whole when a record is malformed or the sums and counts do not add
 * up. Records 21 (deductions) are listed as money out; 22/23 are counted, their references kept as text.
 */
export function readBgMax(content: string): BankFile {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  const counts = { payments: 0, deductions: 0, extraReferences: 0, deposits: 0 };
  const payments: IncomingPayment[] = [];
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
      if (type !== '01' || field(line, 3, 22).trim() !== 'BGMAX') throw fileError('rad 1 är inte en BgMax-startpost (01)');
      return;
    }
    switch (type) {
      case '05': {
        if (section) throw fileError(`rad ${lineNumber}: en ny öppningspost (05) innan insättningsposten (15) på rad ${section.line} stängts`);
        const bankgiro = field(line, 3, 12);
        if (!/^\d{10}$/.test(bankgiro)) throw fileError(`rad ${lineNumber}: mottagarens bankgironummer är inte tio siffror`);
        if (field(line, 23, 25) !== 'SEK') throw fileError(`rad ${lineNumber}: valutan är inte SEK`);
        section = { bankgiro, line: lineNumber, payments: [], deductions: [] };
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
        if (!/^\d{12}$/.test(serial)) throw fileError(`rad ${lineNumber}: BGC-löpnumret (position 58–69) är inte tolv siffror`);
        const payment: OpenPayment = { ...entry, serial, isOcr: referenceCode === '2', payerName: null, method: 'bankgiro' };
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
        const paid = sumOre(
          section.payments.map((payment) => payment.amountOre),
          `rad ${lineNumber}`,
        );
        const deducted = sumOre(
          section.deductions.map((deduction) => deduction.amountOre),
          `rad ${lineNumber}`,
        );
        if (paid - deducted !== deposit)
          throw fileError(`rad ${lineNumber}: insättningen är ${deposit} öre men betalningarna minus avdragen är ${paid - deducted} öre`);
        const stated = countOf(line, 72, 79, lineNumber);
        // Bankgirot counts the payment records; some banks count the deductions with them.
        if (stated !== section.payments.length && stated !== section.payments.length + section.deductions.length)
          throw fileError(`rad ${lineNumber}: insättningen anger ${stated} betalningar men avsnittet har ${section.payments.length}`);
        accounts.set(section.bankgiro, section.bankgiro);
        for (const { serial, line: _line, ...payment } of section.payments) payments.push({ ...payment, date, bankReference: `bgmax:${date}:${serial}` });
        for (const { line: _line, ...deduction } of section.deductions) debits.push(deduction);
        section = null;
        last = null;
        return;
      }
      case '70': {
        if (section) throw fileError(`rad ${lineNumber}: slutposten (70) innan insättningsposten för öppningsposten på rad ${section.line}`);
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
          if (stated[name] !== counts[name]) throw fileError(`rad ${lineNumber}: slutposten anger ${stated[name]} ${label} men filen har ${counts[name]}`);
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
    payments,
    debits,
  };
}
