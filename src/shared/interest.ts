// Dröjsmålsränta (räntelagen 6 §, DOMAIN-SE.md "Late payment"): the reference rate of the half-year
// + 8 percentage points, simple interest, actual/365, on what is unpaid, from the day after the due date.
// What the rule needs to know lives here (the rates, the margin, the fees). The interest itself has one
// source, the SQL function late_interest_ore (migration 0024_interest-by-segments.sql), which the lists
// and reminders run; its TypeScript oracle is src/server/test/oracles/late-interest.ts, for tests only
// (docs/decisions/043-tables-by-owner.md).

/** A reference rate from a half-year's first day, in hundredths of a percent (2,00 % = 200). */
export interface ReferenceRate {
  validFrom: string;
  rateBp: number;
}

/**
 * The reference rates the Riksbank has set (riksbank.se, "Referensränta"), shipped with the product.
 * The owner adds later half-years (POST /reference-rates) until a release carries them.
 */
export const RIKSBANK_REFERENCE_RATES: ReadonlyArray<ReferenceRate> = [
  { validFrom: '2019-01-01', rateBp: -50 },
  { validFrom: '2019-07-01', rateBp: -50 },
  { validFrom: '2020-01-01', rateBp: 0 },
  { validFrom: '2020-07-01', rateBp: 0 },
  { validFrom: '2021-01-01', rateBp: 0 },
  { validFrom: '2021-07-01', rateBp: 0 },
  { validFrom: '2022-01-01', rateBp: 0 },
  { validFrom: '2022-07-01', rateBp: 75 },
  { validFrom: '2023-01-01', rateBp: 250 },
  { validFrom: '2023-07-01', rateBp: 350 },
  { validFrom: '2024-01-01', rateBp: 400 },
  { validFrom: '2024-07-01', rateBp: 375 },
  { validFrom: '2025-01-01', rateBp: 250 },
  { validFrom: '2025-07-01', rateBp: 200 },
  { validFrom: '2026-01-01', rateBp: 175 },
];

/** Percentage points over the reference rate (räntelagen 6 §), in hundredths of a percent. */
export const STATUTORY_MARGIN_BP = 800;
/** Förseningsersättning (lag 1981:739 4 §), in öre. */
export const LATE_PAYMENT_COMPENSATION_ORE = 45_000;
/** The most a reminder may cost (förordning 1981:1057), in öre. */
export const MAX_REMINDER_FEE_ORE = 6_000;

/** The rate in force on a day: the latest that began on or before it; null before the first. */
export function referenceRateOn(rates: ReadonlyArray<ReferenceRate>, day: string): ReferenceRate | null {
  let found: ReferenceRate | null = null;
  for (const rate of rates)
    if (rate.validFrom <= day && (found === null || rate.validFrom > found.validFrom)) found = rate;
  return found;
}

/** The owner's rates over the Riksbank's where they name the same half-year, oldest first. */
export function mergedRates(own: ReadonlyArray<ReferenceRate>): ReferenceRate[] {
  const byStart = new Map(RIKSBANK_REFERENCE_RATES.map((rate) => [rate.validFrom, rate]));
  for (const rate of own) byStart.set(rate.validFrom, rate);
  return [...byStart.values()].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
}
