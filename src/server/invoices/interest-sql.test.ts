import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates';
import { RIKSBANK_REFERENCE_RATES } from '../../shared/interest';
import { interestOre, type InterestInput } from '../test/oracles/late-interest';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/rows';
import { drivers, openTestDatabase } from '../test/database';

// late_interest_ore is the rule (decision 043); the day-by-day sum of test/oracles/late-interest.ts is its oracle.
describe.each(drivers)('late_interest_ore in the database on %s', (driver) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.close());

  const inDatabase = async (input: InterestInput) => {
    const [row] = await rowsOf<{ ore: string }>(
      database.db,
      sql`select late_interest_ore(${input.amountOre}, ${input.from}::date, ${input.to}::date,
            ${`{${input.payments.map((payment) => payment.date).join(',')}}`}::date[], ${`{${input.payments.map((payment) => payment.amountOre).join(',')}}`}::bigint[],
            ${`{${input.rates.map((rate) => rate.validFrom).join(',')}}`}::date[], ${`{${input.rates.map((rate) => rate.rateBp).join(',')}}`}::integer[],
            ${input.agreedRateBp ?? null}::integer)::text as ore`,
    );
    return Number(row!.ore);
  };

  it('gives the DOMAIN-SE.md vectors', async () => {
    const rates = [{ validFrom: '2000-01-01', rateBp: 200 }];
    expect(await inDatabase({ amountOre: 1_196_600, payments: [], from: '2026-03-01', to: '2026-03-31', rates })).toBe(
      9_835,
    );
    expect(
      await inDatabase({
        amountOre: 1_196_600,
        payments: [],
        from: '2026-03-01',
        to: '2026-04-15',
        rates: [{ validFrom: '2000-01-01', rateBp: 400 }],
      }),
    ).toBe(17_703);
  });

  it('gives what the day-by-day oracle gives, for any amount, payments, period, rates and agreed rate', async () => {
    const day = fc.integer({ min: 0, max: 900 }).map((offset) => addDays('2024-01-01', offset));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          amountOre: fc.integer({ min: 1, max: 100_000_000 }),
          payments: fc.array(fc.record({ date: day, amountOre: fc.integer({ min: 1, max: 50_000_000 }) }), {
            maxLength: 4,
          }),
          from: day,
          length: fc.integer({ min: 0, max: 400 }),
          own: fc.array(
            fc.record({ half: fc.integer({ min: 0, max: 5 }), rateBp: fc.integer({ min: -100, max: 600 }) }),
            { maxLength: 3 },
          ),
          agreedRateBp: fc.option(fc.integer({ min: 0, max: 3_000 }), { nil: null }),
        }),
        async ({ amountOre, payments, from, length, own, agreedRateBp }) => {
          const owner = own.map(({ half, rateBp }) => ({
            validFrom: `${2024 + Math.floor(half / 2)}-${half % 2 === 0 ? '01' : '07'}-01`,
            rateBp,
          }));
          // As the list passes them: the Riksbank's, then the workshop's (which win on the same day).
          const rates = [...RIKSBANK_REFERENCE_RATES, ...owner];
          const input = { amountOre, payments, from, to: addDays(from, length), rates, agreedRateBp };
          const merged = new Map(rates.map((rate) => [rate.validFrom, rate]));
          expect(await inDatabase(input)).toBe(interestOre({ ...input, rates: [...merged.values()] }));
        },
      ),
      { numRuns: 60 },
    );
  });
});
