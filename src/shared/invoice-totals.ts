import { invoiceTotals, lineAmountOre, toOre, VAT_RATE_PERCENT, type InvoiceTotals } from './money';
import { decimalText, hundredthsOf } from './validation';

// The sums of an invoice's lines: exact for the parsed lines the API checks, forgiving for the lines a
// form holds while one types. No zod here, so the web's totals cost nothing to load.

/** The net amount of parsed lines in öre, summed exactly (each line is at most 10^14 öre). */
export function netOreOfItems(items: ReadonlyArray<{ quantity: number; price: number }>): number {
  let sum = 0n;
  for (const item of items) sum += BigInt(lineAmountOre(toOre(item.quantity)!, toOre(item.price)!));
  return Number(sum > BigInt(Number.MAX_SAFE_INTEGER) ? BigInt(Number.MAX_SAFE_INTEGER) : sum);
}

/** Totals of form lines as the user types, at the VAT rate given; what does not read as a decimal yet counts as zero. */
export function totalsOfItems(
  items: ReadonlyArray<{ quantity?: unknown; price?: unknown }>,
  ratePercent = VAT_RATE_PERCENT,
): InvoiceTotals {
  const hundredths = (value: unknown) => {
    const text = decimalText(value);
    return text === null ? 0 : hundredthsOf(text);
  };
  return invoiceTotals(
    items.map((item) => ({
      quantityHundredths: hundredths(item.quantity),
      unitPriceOre: hundredths(item.price),
    })),
    ratePercent,
  );
}
