import { formatOre } from '../../shared/money';
import { MAX_PAYMENT_ORE } from '../../shared/payments';
import { bankFileInvalid } from './errors';

// What a bank file says, whichever format it came in (MONEY.md decision 3).

/** An incoming payment as the bank reported it. */
export interface IncomingPayment {
  /** The bank's own reference for it: what makes a second import of it book nothing. */
  bankReference: string;
  /**
   * BgMax: the reference files read before issue 44's review kept for a serial alone in its file,
   * `bgmax:{date}:{serial}`; a payment stored under it is this one when the amount is the same.
   */
  formerReference?: string;
  amountOre: number;
  /** The date the bank booked it (YYYY-MM-DD). */
  date: string;
  /** The OCR (structured reference), else the payer's reference as written. */
  reference: string | null;
  /** Whether the bank says the reference is a checked OCR number. */
  isOcr: boolean;
  /** Information text beside it (BgMax 25, camt.054 Ustrd). */
  text: string | null;
  payerName: string | null;
  method: 'bankgiro' | 'plusgiro' | 'transfer';
}

/** Money out, a returned payment, or money in another currency: listed, never booked as income. */
export interface Outgoing {
  /** In hundredths of `currency`. */
  amountOre: number;
  /** Left out for kronor. */
  currency?: string;
  reference: string | null;
  text: string | null;
}

/** The account the file is for, as the file names it. */
export type Account =
  { kind: 'bankgiro'; number: string } | { kind: 'plusgiro'; number: string } | { kind: 'iban'; number: string };

export interface BankFile {
  format: 'camt.054' | 'bgmax';
  accounts: Account[];
  payments: IncomingPayment[];
  debits: Outgoing[];
}

/** A file that is refused whole: 400 with what is wrong, where. */
export function fileError(detail: string) {
  return bankFileInvalid(detail);
}

/** Refuses an amount no payment to a workshop can be (MAX_PAYMENT_ORE, the bound of manual payments too). */
export function boundedOre(ore: number, where: string): number {
  if (!(ore <= MAX_PAYMENT_ORE))
    throw fileError(
      `${where}: beloppet är över ${formatOre(MAX_PAYMENT_ORE)}, mer än en verkstad tar emot i en betalning`,
    );
  return ore;
}

/** A sum of amounts, refused should it leave the integers a number holds exactly. */
export function sumOre(amounts: Iterable<number>, where: string): number {
  let sum = 0;
  for (const ore of amounts) sum += ore;
  if (!Number.isSafeInteger(sum)) throw fileError(`${where}: summan av beloppen är för stor för att räknas exakt`);
  return sum;
}

/** Öre from the bank's decimal kronor ("1234.5", "1234.50"), never through a float. */
export function oreOfDecimal(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** A real calendar date from YYYYMMDD or YYYY-MM-DD, else null. */
export function isoDateOf(text: string): string | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A bankgiro or plusgiro number as digits without leading zeros, for comparing. */
export const giroDigits = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '');
