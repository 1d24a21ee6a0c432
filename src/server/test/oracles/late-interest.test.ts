import { describe, expect, it } from 'vitest';
import { interestOre } from './late-interest';

const flat = (rateBp: number) => [{ validFrom: '2000-01-01', rateBp }];

// The oracle against the law's own arithmetic: if this holds, interest-sql.test.ts holds the SQL rule to it.
describe('dröjsmålsränta, as the oracle counts it', () => {
  it('gives the DOMAIN-SE.md vectors: 11 966,00 kr at 2 % + 8 for 30 days, at 4 % + 8 for 45 days', () => {
    expect(
      interestOre({
        amountOre: 1_196_600,
        payments: [],
        from: '2026-03-01',
        to: '2026-03-31',
        rates: flat(200),
      }),
    ).toBe(9_835);
    expect(
      interestOre({
        amountOre: 1_196_600,
        payments: [],
        from: '2026-03-01',
        to: '2026-04-15',
        rates: flat(400),
      }),
    ).toBe(17_703);
  });

  it('runs from the day after the due date, on what is unpaid, and stops when paid', () => {
    expect(
      interestOre({
        amountOre: 100_000,
        payments: [],
        from: '2026-03-01',
        to: '2026-03-01',
        rates: flat(200),
      }),
    ).toBe(0);
    // Half paid on 11 March: nine days (2–10 March) on all of it, 21 on half.
    const half = interestOre({
      amountOre: 1_196_600,
      payments: [{ date: '2026-03-11', amountOre: 598_300 }],
      from: '2026-03-01',
      to: '2026-03-31',
      rates: flat(200),
    });
    expect(half).toBe(Math.round((1_196_600 * 1000 * 9 + 598_300 * 1000 * 21) / 3_650_000));
    expect(
      interestOre({
        amountOre: 100_000,
        payments: [{ date: '2026-03-05', amountOre: 100_000 }],
        from: '2026-03-01',
        to: '2026-06-01',
        rates: flat(200),
      }),
    ).toBe(Math.round((100_000 * 1000 * 3) / 3_650_000));
  });

  it('takes each half-year’s reference rate, and an agreed rate instead when there is one', () => {
    // 30 June at 2,00 + 8, 1 July at 1,75 + 8 (the Riksbank's rates of 2025 and 2026 by the same table).
    const rates = [
      { validFrom: '2026-01-01', rateBp: 200 },
      { validFrom: '2026-07-01', rateBp: 175 },
    ];
    expect(interestOre({ amountOre: 3_650_000, payments: [], from: '2026-06-29', to: '2026-07-01', rates })).toBe(
      1_000 + 975,
    );
    expect(
      interestOre({
        amountOre: 3_650_000,
        payments: [],
        from: '2026-06-29',
        to: '2026-07-01',
        rates,
        agreedRateBp: 1_500,
      }),
    ).toBe(3_000);
  });
});
