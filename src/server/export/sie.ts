import { formatOrganisationNumber } from '../../shared/identity';
import type { VatTreatment } from '../../shared/vat-treatment';

export interface SieSale {
  number: string;
  customerName: string;
  date: string;
  netOre: number;
  vatOre: number;
  roundingOre: number;
  amountToPayOre: number;
  isCredit: boolean;
  /** Left out: Swedish VAT (older callers and tests). */
  vatTreatment?: VatTreatment;
}

export interface SiePayment {
  number: string;
  customerName: string;
  date: string;
  amountOre: number;
}

/** What a reminder charged: its fee or the förseningsersättning (no VAT). */
export interface SieReminderFee {
  number: string;
  customerName: string;
  date: string;
  reminder: number;
  amountOre: number;
  isLateCompensation: boolean;
}

export interface SieInput {
  companyName: string;
  orgNumber: string;
  generatedOn: string;
  from: string;
  to: string;
  sales: SieSale[];
  payments: SiePayment[];
  /** Left out: none (older callers and tests). */
  reminderFees?: SieReminderFee[];
}

export const ACCOUNTS = {
  receivables: { number: 1510, name: 'Kundfordringar' },
  bank: { number: 1930, name: 'Företagskonto' },
  outputVat: { number: 2611, name: 'Utgående moms på försäljning inom Sverige, 25 %' },
  sales: { number: 3001, name: 'Försäljning inom Sverige, 25 % moms' },
  salesServicesEu: { number: 3308, name: 'Försäljning tjänster till annat EU-land' },
  salesServicesExport: { number: 3305, name: 'Försäljning tjänster till land utanför EU' },
  rounding: { number: 3740, name: 'Öres- och kronutjämning' },
  reminderFees: { number: 3930, name: 'Påminnelseavgifter' },
  interestIncome: { number: 8313, name: 'Ränteintäkter från kundfordringar' },
} as const;

const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');

/** A SIE amount: decimal point, two decimals, minus sign for credit. */
function amount(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const magnitude = Math.abs(ore);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * Quoted SIE text (SIE 4B §5.7): control characters (bytes 0–31 and 127) dropped, white space
 * folded, at most `max` characters, then backslash and quote escaped — so that a name ending in
 * a backslash cannot escape the closing quote. Cut before escaping, so no escape is cut in half.
 */
export function quoted(text: string, max = 50): string {
  const plain = text
    .replace(/[\t\r\n]/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `"${cutAtWord(plain, max).replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** At most `max` characters, cut after the last whole word that fits (mid-word only when one word is longer). */
export function cutAtWord(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  const head = characters.slice(0, max + 1).join('');
  const lastSpace = head.lastIndexOf(' ');
  return lastSpace > 0 ? head.slice(0, lastSpace).trimEnd() : characters.slice(0, max).join('');
}

interface Voucher {
  date: string;
  text: string;
  transactions: Array<[number, number]>;
}

function saleVoucher(sale: SieSale): Voucher {
  const treatment = sale.vatTreatment ?? 'standard';
  const salesAccount =
    treatment === 'reverse-charge'
      ? ACCOUNTS.salesServicesEu
      : treatment === 'export'
        ? ACCOUNTS.salesServicesExport
        : treatment === 'interest'
          ? ACCOUNTS.interestIncome
          : ACCOUNTS.sales;
  const transactions: Array<[number, number]> = [
    [ACCOUNTS.receivables.number, sale.amountToPayOre],
    [salesAccount.number, -sale.netOre],
  ];
  // Reverse charge and export carry no Swedish VAT: no line on 2611.
  if (treatment === 'standard') transactions.push([ACCOUNTS.outputVat.number, -sale.vatOre]);
  // Öresavrundning is booked on 3740 so that the voucher balances on the amount to pay (docs/invoicing.md, SIE 4I).
  if (sale.roundingOre !== 0) transactions.push([ACCOUNTS.rounding.number, -sale.roundingOre]);
  return {
    date: sale.date,
    text: `${sale.isCredit ? 'Kreditfaktura' : 'Faktura'} ${sale.number} ${sale.customerName}`,
    transactions,
  };
}

function paymentVoucher(payment: SiePayment): Voucher {
  return {
    date: payment.date,
    text: `Betalning faktura ${payment.number} ${payment.customerName}`,
    transactions: [
      [ACCOUNTS.bank.number, payment.amountOre],
      [ACCOUNTS.receivables.number, -payment.amountOre],
    ],
  };
}

/** A reminder's fee or förseningsersättning: a claim on the customer (1510) and income without VAT (3930, DOMAIN-SE.md). */
function reminderFeeVoucher(fee: SieReminderFee): Voucher {
  return {
    date: fee.date,
    text: `${fee.isLateCompensation ? 'Förseningsersättning' : 'Påminnelseavgift'} faktura ${fee.number} ${fee.customerName}`,
    transactions: [
      [ACCOUNTS.receivables.number, fee.amountOre],
      [ACCOUNTS.reminderFees.number, -fee.amountOre],
    ],
  };
}

/** A SIE 4I file's head: flags, program, company, year and accounts, each line ending in CRLF. */
export function sieHead(input: Pick<SieInput, 'companyName' | 'orgNumber' | 'generatedOn' | 'from' | 'to'>): string {
  const lines = [
    '#FLAGGA 0',
    '#FORMAT PC8',
    '#SIETYP 4',
    `#PROGRAM ${quoted('Verkstan')} 1.0`,
    `#GEN ${compactDate(input.generatedOn)}`,
    `#FNAMN ${quoted(input.companyName, 100)}`,
  ];
  if (input.orgNumber) lines.push(`#ORGNR ${formatOrganisationNumber(input.orgNumber)}`);
  // The financial year, when the period lies within one calendar year; a reader places vouchers by date otherwise.
  if (input.from.slice(0, 4) === input.to.slice(0, 4))
    lines.push(`#RAR 0 ${input.from.slice(0, 4)}0101 ${input.from.slice(0, 4)}1231`);
  for (const account of Object.values(ACCOUNTS)) lines.push(`#KONTO ${account.number} ${quoted(account.name, 100)}`);
  return `${lines.join('\r\n')}\r\n`;
}

/** The vouchers of some sales, payments and reminder fees, by date, each line ending in CRLF ('' for none). */
export function sieVouchers({
  sales,
  payments,
  reminderFees = [],
}: Pick<SieInput, 'sales' | 'payments' | 'reminderFees'>): string {
  const vouchers = [
    ...sales.map(saleVoucher),
    ...payments.map(paymentVoucher),
    ...reminderFees.map(reminderFeeVoucher),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const lines: string[] = [];
  for (const voucher of vouchers) {
    // No voucher number: SIE 4I lets the importing program number them (SIE 4B §11.1, #VER), so the same
    // voucher reads the same in every export, whatever the period or entries registered since.
    lines.push(`#VER A "" ${compactDate(voucher.date)} ${quoted(voucher.text)}`, '{');
    for (const [account, ore] of voucher.transactions) lines.push(`   #TRANS ${account} {} ${amount(ore)}`);
    lines.push('}');
  }
  return lines.length === 0 ? '' : `${lines.join('\r\n')}\r\n`;
}

/** SIE 4I text with CRLF line ends; encode with code page 437 before sending. */
export function buildSie(input: SieInput): string {
  return sieHead(input) + sieVouchers(input);
}
