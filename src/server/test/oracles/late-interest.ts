import { addDays } from '../../../shared/dates';
import { referenceRateOn, STATUTORY_MARGIN_BP, type ReferenceRate } from '../../../shared/interest';

// The oracle of late interest, for tests only. The rule is the SQL function late_interest_ore
// (migration 0024_interest-by-segments.sql, first written in 0021), which every read of an invoice and
// every reminder runs; invoices/interest-sql.test.ts holds it to this day-by-day sum over random
// invoices, and late-interest.test.ts holds this to DOMAIN-SE.md's vectors (docs/decisions/043).

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
