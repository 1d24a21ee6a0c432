import { randomInt } from 'node:crypto';

/** A family of random numbers: a prefix for the period and a suffix from a range. */
export interface RandomNumberSeries {
  prefix: string;
  min: number;
  /** Exclusive. */
  max: number;
}

export function randomNumber(series: RandomNumberSeries): string {
  return `${series.prefix}${randomInt(series.min, series.max)}`;
}

/** A random number not in `taken`, or null when the period's range is full. */
export function randomFreeNumber(series: RandomNumberSeries, taken: ReadonlySet<string>): string | null {
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
  series: RandomNumberSeries,
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
