import { describe, expect, it } from 'vitest';
import { creditRequestSchema, creditTotals, netWithin, type CreditedInvoice, type EarlierCredit } from './credit';
import { invoiceTotals } from './money';

const LABOUR = {
  id: 'l1',
  position: 0,
  description: 'Arbete',
  quantityHundredths: 850,
  unitPriceOre: 85000,
  unit: 'h',
};
const FILTER = {
  id: 'l2',
  position: 1,
  description: 'Filter',
  quantityHundredths: 200,
  unitPriceOre: 117375,
  unit: 'st',
};

// DOMAIN-SE's invoice: 8,5 h × 850,00 + 2 × 1 173,75 = 9 572,50 net, 2 393,13 VAT, 11 966,00 to pay.
function invoice(rate = 25): CreditedInvoice {
  const lines = [LABOUR, FILTER].map((line) => ({
    ...line,
    amountOre: (line.quantityHundredths * line.unitPriceOre) / 100,
  }));
  return { invoiceNumber: '1001', vatRatePercent: rate, lines, ...invoiceTotals(lines, rate) };
}

const asEarlier = (note: EarlierCredit): EarlierCredit => note;

function credit(request: Parameters<typeof creditTotals>[2], earlier: EarlierCredit[] = [], of = invoice()) {
  const outcome = creditTotals(of, earlier, request);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.note;
}

describe('creditTotals', () => {
  it('one filter of two credits DOMAIN-SE’s credit note row: −1 173,75, −293,44, +0,19, −1 467,00', () => {
    const note = credit({ kind: 'lines', lines: [{ lineId: 'l2', quantityHundredths: 100 }] });
    expect(note).toMatchObject({
      netOre: -117375,
      vatOre: -29344,
      roundingOre: 19,
      amountToPayOre: -146700,
      completes: false,
    });
    expect(note.lines).toEqual([
      expect.objectContaining({
        quantityHundredths: -100,
        unitPriceOre: 117375,
        amountOre: -117375,
        creditsLineId: 'l2',
      }),
    ]);
  });

  it('the note that reaches the rest takes the exact remainder, so invoice and notes sum to zero', () => {
    const first = credit({ kind: 'lines', lines: [{ lineId: 'l2', quantityHundredths: 100 }] });
    const second = credit({ kind: 'amount', amountOre: 500000 }, [first]);
    expect(second).toMatchObject({ netOre: -400000, vatOre: -100000, amountToPayOre: -500000, completes: false });
    const last = credit({ kind: 'whole' }, [first, second]);
    const all = [invoice(), first, second, last];
    for (const key of ['netOre', 'vatOre', 'roundingOre', 'amountToPayOre'] as const)
      expect(all.reduce((sum, part) => sum + part[key], 0)).toBe(0);
    expect(last.completes).toBe(true);
    expect(last.lines).toEqual([expect.objectContaining({ description: 'Återstående belopp av faktura 1001' })]);
  });

  it('after line credits only, the rest is each line’s uncredited quantity and öre', () => {
    const first = credit({ kind: 'lines', lines: [{ lineId: 'l1', quantityHundredths: 333 }] });
    const rest = credit({ kind: 'whole' }, [first]);
    expect(rest.lines.map((line) => [line.creditsLineId, line.quantityHundredths, line.amountOre])).toEqual([
      ['l1', -517, -439450],
      ['l2', -200, -234750],
    ]);
    // 333 h-hundredths at 850,00 is 2 830,50; the two parts of the line sum to its 7 225,00.
    expect(first.lines[0]!.amountOre + rest.lines[0]!.amountOre).toBe(-722500);
  });

  it('an amount incl. VAT is split into the largest net whose VAT keeps within it', () => {
    expect(netWithin(100, 25)).toBe(80);
    expect(netWithin(50001, 25)).toBe(40001);
    for (const amount of [1, 2, 3, 99, 12345, 98765]) {
      const net = netWithin(amount, 25);
      expect(net + Math.round(net * 0.25)).toBeLessThanOrEqual(amount);
      expect(net + 1 + Math.round((net + 1) * 0.25)).toBeGreaterThan(amount);
    }
    expect(credit({ kind: 'amount', amountOre: 50000 }, [], invoice(0))).toMatchObject({ netOre: -50000, vatOre: 0 });
  });

  it('an amount or lines beyond what is left are refused, naming what is left', () => {
    const first = credit({ kind: 'amount', amountOre: 1000000 });
    const over = creditTotals(invoice(), [asEarlier(first)], { kind: 'amount', amountOre: 200000 });
    expect(over).toMatchObject({ ok: false, status: 409, field: 'amount' });
    expect(!over.ok && over.message.replace(/\s/g, ' ')).toBe('Fakturan har bara 1 966,00 kr kvar att kreditera.');
    const lines = creditTotals(invoice(), [first], {
      kind: 'lines',
      lines: [{ lineId: 'l1', quantityHundredths: 850 }],
    });
    expect(lines).toMatchObject({ ok: false, status: 409 });
    const quantity = creditTotals(invoice(), [], { kind: 'lines', lines: [{ lineId: 'l2', quantityHundredths: 300 }] });
    expect(quantity).toEqual({
      ok: false,
      status: 400,
      field: 'lines.0.quantity',
      message: 'Rad 2: högst 2 st kvar att kreditera',
    });
    const unknown = creditTotals(invoice(), [], { kind: 'lines', lines: [{ lineId: 'x', quantityHundredths: 1 }] });
    expect(unknown).toMatchObject({ ok: false, status: 400, field: 'lines.0.lineId' });
  });
});

describe('creditRequestSchema', () => {
  it('reads amounts and quantities as typed in sv-SE and refuses zero, negative and fractions of an öre', () => {
    expect(creditRequestSchema.parse({ amount: '1 000,50' })).toEqual({ amount: 100050 });
    expect(creditRequestSchema.parse({ lines: [{ lineId: 'a', quantity: '1,5' }] })).toEqual({
      lines: [{ lineId: 'a', quantity: 150 }],
    });
    for (const body of [
      { amount: 0 },
      { amount: -5 },
      { amount: 1.005 },
      { lines: [] },
      { lines: [{ lineId: 'a', quantity: 0 }] },
      { whole: true, amount: 5 },
      { nonsense: 1 },
    ])
      expect(creditRequestSchema.safeParse(body).success).toBe(false);
    expect(creditRequestSchema.parse({})).toEqual({});
  });
});
