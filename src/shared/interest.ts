import { addDays } from './dates';

// Dröjsmålsränta (räntelagen 6 §, DOMAIN-SE.md "Late payment"): the reference rate of the half-year
// + 8 percentage points, simple interest, actual/365, on what is unpaid, from the day after the due date.

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

export interface InterestInput {
  /** What the invoice asks to be paid, in öre. */
  amountOre: number;
  /** Payments in öre with their dates: a payment dated on a day stops interest on it from that day. */
  payments: ReadonlyArray<{ date: string; amountOre: number }>;
  /** Interest runs from the day after this (the due date, or the last day an interest invoice billed). */
  from: string;
  /** Up to and including this day. */
  to: string;
  rates: ReadonlyArray<ReferenceRate>;
  /** An agreed yearly rate in hundredths of a percent, instead of the reference rate + 8. */
  agreedRateBp?: number | null;
}

/**
 * Interest in öre: for each day after `from` up to `to`, the unpaid amount × the yearly rate / 365,
 * summed exactly and rounded once. A day with a negative rate (reference − 8 below 0) adds nothing.
 */
export function interestOre({ amountOre, payments, from, to, rates, agreedRateBp = null }: InterestInput): number {
  const sorted = [...payments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // Sum of öre × hundredths of a percent per day; divided by 10 000 × 365 at the end.
  let total = 0;
  let paid = 0;
  let next = 0;
  for (let day = from < to ? addDays(from, 1) : to; day <= to && from < to; day = addDays(day, 1)) {
    while (next < sorted.length && sorted[next]!.date <= day) paid += sorted[next++]!.amountOre;
    const unpaid = amountOre - paid;
    if (unpaid <= 0) continue;
    const rate = agreedRateBp ?? (referenceRateOn(rates, day)?.rateBp ?? 0) + STATUTORY_MARGIN_BP;
    if (rate > 0) total += unpaid * rate;
  }
  return Math.round(total / (10_000 * 365));
}
