import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOre, invoiceTotals, lineAmountOre, toOre, vatOre } from './money';

const line = (quantity: number, priceKronor: number) => ({
  quantityHundredths: Math.round(quantity * 100),
  unitPriceOre: Math.round(priceKronor * 100),
});

describe('VAT and öresavrundning (docs/invoicing.md, Money)', () => {
  it.each([
    ['3 500,00 + 720,00 + 247,75', [line(1, 3500), line(1, 720), line(1, 247.75)], 446775, 111694, 558469, 31, 558500],
    ['8,5 h × 850,00 + 2 × 1 173,75', [line(8.5, 850), line(2, 1173.75)], 957250, 239313, 1196563, 37, 1196600],
    [
      '4 × 850,00 + 28 × 62,40 + 3 × 189,90',
      [line(4, 850), line(28, 62.4), line(3, 189.9)],
      571690,
      142923,
      714613,
      -13,
      714600,
    ],
    ['credit note −1 × 1 173,75', [line(-1, 1173.75)], -117375, -29344, -146719, 19, -146700],
    ['2 × 100,50 + 1 × 0,99', [line(2, 100.5), line(1, 0.99)], 20199, 5050, 25249, -49, 25200],
    ['3 × 0,10 + 1 × 0,20', [line(3, 0.1), line(1, 0.2)], 50, 13, 63, 37, 100],
  ])('%s', (_name, lines, net, vat, total, rounding, toPay) => {
    expect(invoiceTotals(lines)).toEqual({
      netOre: net,
      vatOre: vat,
      totalOre: total,
      roundingOre: rounding,
      amountToPayOre: toPay,
    });
  });

  it('rounds VAT half away from zero, as Skatteverket: 4 467,75 × 25 % = 1 116,94', () => {
    expect(vatOre(446775)).toBe(111694);
    expect(vatOre(2)).toBe(1);
    expect(vatOre(-2)).toBe(-1);
  });

  it('formats money in sv-SE as "1 234,50 kr"', () => {
    expect(formatOre(123450).replace(/\s/g, ' ')).toBe('1 234,50 kr');
  });
});

describe('money arithmetic properties', () => {
  const ore = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
  const quantity = fc.integer({ min: 1, max: 10_000_000 });
  const price = fc.integer({ min: 1, max: 1_000_000_000 });

  it('keeps every amount whole öre', () => {
    fc.assert(fc.property(quantity, price, (q, p) => Number.isSafeInteger(lineAmountOre(q, p))));
  });

  it('rounds a line to within half an öre of the exact product', () => {
    fc.assert(
      fc.property(
        quantity,
        price,
        (q, p) =>
          Math.abs(lineAmountOre(q, p) * 100 - q * p) <= 50 || Math.abs(lineAmountOre(q, p) - (q * p) / 100) <= 0.5,
      ),
    );
  });

  it('makes VAT a quarter of the net within half an öre, symmetric in sign', () => {
    fc.assert(
      fc.property(ore, (net) => {
        const vat = vatOre(net);
        return Math.abs(vat - net / 4) <= 0.5 && vatOre(-net) === -vat;
      }),
    );
  });

  it('makes the amount to pay whole kronor within 50 öre of the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantityHundredths: quantity, unitPriceOre: fc.integer({ min: 1, max: 100_000_000 }) }), {
          minLength: 1,
          maxLength: 20,
        }),
        (lines) => {
          const totals = invoiceTotals(lines);
          return (
            totals.amountToPayOre % 100 === 0 &&
            Math.abs(totals.roundingOre) <= 50 &&
            totals.totalOre === totals.netOre + totals.vatOre &&
            totals.amountToPayOre === totals.totalOre + totals.roundingOre
          );
        },
      ),
    );
  });

  it('reads any price with at most two decimals back to the same öre', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (value) => toOre(value / 100) === value));
  });

  it('refuses prices with more than two decimals', () => {
    expect(toOre(10.005)).toBeNull();
    expect(toOre(0.001)).toBeNull();
  });
});
