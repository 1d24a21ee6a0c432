/**
 * Money is whole öre (integers) everywhere; quantities are whole hundredths.
 * Rounding is half away from zero, as Skatteverket rounds VAT (docs/invoicing.md, Money).
 */
import { once } from './once';

export const VAT_RATE_PERCENT = 25;

/** Divides an integer by a positive integer divisor, rounding half away from zero. */
export function divideRounded(dividend: bigint, divisor: bigint): bigint {
  const negative = dividend < 0n;
  const magnitude = negative ? -dividend : dividend;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return negative ? -rounded : rounded;
}

/** SEK with at most two decimals → öre. Returns null when the value has more than two decimals. */
export function toOre(kronor: number): number | null {
  const ore = Math.round(kronor * 100);
  if (Math.abs(kronor * 100 - ore) > 1e-6 * Math.max(1, Math.abs(ore))) return null;
  return ore;
}

export function toKronor(ore: number): number {
  return ore / 100;
}

/** A line's net amount: quantity (hundredths) × unit price (öre), rounded to the öre. */
export function lineAmountOre(quantityHundredths: number, unitPriceOre: number): number {
  return Number(divideRounded(BigInt(quantityHundredths) * BigInt(unitPriceOre), 100n));
}

/** VAT on the summed net amount of one rate, rounded to the öre. */
export function vatOre(netOre: number, ratePercent = VAT_RATE_PERCENT): number {
  return Number(divideRounded(BigInt(netOre) * BigInt(ratePercent), 100n));
}

export interface InvoiceTotals {
  netOre: number;
  vatOre: number;
  totalOre: number;
  /** Öresavrundning to whole kronor (lag 1970:1029): 1–49 öre down, 50–99 up. */
  roundingOre: number;
  amountToPayOre: number;
}

/** Without Swedish VAT (`ratePercent` 0): reverse charge to an EU business, a business outside the EU. */
export function invoiceTotals(
  lines: ReadonlyArray<{ quantityHundredths: number; unitPriceOre: number }>,
  ratePercent = VAT_RATE_PERCENT,
): InvoiceTotals {
  // Summed exactly; the invoice schema bounds the net amount, so the result is a safe integer.
  const netOre = Number(
    lines.reduce((sum, line) => sum + BigInt(lineAmountOre(line.quantityHundredths, line.unitPriceOre)), 0n),
  );
  const vat = vatOre(netOre, ratePercent);
  const totalOre = netOre + vat;
  const toPay = amountToPayOre(totalOre);
  return { netOre, vatOre: vat, totalOre, roundingOre: toPay - totalOre, amountToPayOre: toPay };
}

/** The total rounded to whole kronor (lag 1970:1029): what the customer pays. */
export function amountToPayOre(totalOre: number): number {
  return Number(divideRounded(BigInt(totalOre), 100n)) * 100;
}

const kronorFormat = once(() => new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }));
const plainFormat = once(() => new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const quantityFormat = once(() => new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 }));

/** 123450 → "1 234,50 kr" (sv-SE, with a narrow no-break space as thousands separator). */
export function formatOre(ore: number): string {
  return kronorFormat().format(ore / 100);
}

export function formatKronor(kronor: number): string {
  return kronorFormat().format(kronor);
}

/** 123450 → "1 234,50" without the currency. */
export function formatOrePlain(ore: number): string {
  return plainFormat().format(ore / 100);
}

export function formatQuantity(quantity: number): string {
  return quantityFormat().format(quantity);
}
