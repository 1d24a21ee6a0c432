import { randomInt } from 'node:crypto';
import { swedishDate } from '../../shared/dates';

/** A family of numbers: a prefix for the period and a random suffix from a range (seed-spec §5, §9). */
export interface NumberSeries {
  prefix: string;
  min: number;
  /** Exclusive. */
  max: number;
}

/** AO-{yyyymmdd}-{100..999}. */
export function workOrderSeries(at: Date = new Date()): NumberSeries {
  return { prefix: `AO-${swedishDate(at).replaceAll('-', '')}-`, min: 100, max: 1000 };
}

/** F{yyyy}{mm}{1000..9999}. */
export function invoiceSeries(at: Date = new Date()): NumberSeries {
  const [year, month] = swedishDate(at).split('-');
  return { prefix: `F${year}${month}`, min: 1000, max: 10000 };
}

export function randomNumber(series: NumberSeries): string {
  return `${series.prefix}${randomInt(series.min, series.max)}`;
}

/** A random number not in `taken`, or null when the period's range is full. */
export function randomFreeNumber(series: NumberSeries, taken: ReadonlySet<string>): string | null {
  const free: string[] = [];
  for (let suffix = series.min; suffix < series.max; suffix++) {
    const candidate = `${series.prefix}${suffix}`;
    if (!taken.has(candidate)) free.push(candidate);
  }
  return free.length === 0 ? null : free[randomInt(0, free.length)]!;
}

/** Random tries before reading which numbers are taken: cheap while the range is far from full. */
export const RANDOM_ATTEMPTS = 5;

/**
 * Inserts under a unique number: the client's own (one try, null when taken), or a random one
 * from the series, falling back to a free one read from the database when random tries collide.
 */
export async function insertWithUniqueNumber<T>(
  givenNumber: string | null,
  series: NumberSeries,
  tryInsert: (number: string) => Promise<T | null>,
  takenNumbers: (prefix: string) => Promise<string[]>,
): Promise<T | null> {
  if (givenNumber) return tryInsert(givenNumber);
  for (let attempt = 0; attempt < RANDOM_ATTEMPTS; attempt++) {
    const row = await tryInsert(randomNumber(series));
    if (row) return row;
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const candidate = randomFreeNumber(series, new Set(await takenNumbers(series.prefix)));
    if (!candidate) return null;
    const row = await tryInsert(candidate);
    if (row) return row;
  }
  return null;
}
