import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { numberSeries } from './schema/counters';

/**
 * The next number of a workshop's series, starting at `first`. Call it inside the transaction that
 * writes the numbered row: the series row stays locked until commit, so concurrent writers take
 * numbers one after the other, and a rolled back write gives its number back.
 */
export async function takeNextNumber(
  db: Database,
  organisationId: string,
  series: string,
  first: number,
): Promise<number> {
  const [row] = await db
    .insert(numberSeries)
    .values({ organisationId, series, last: first })
    .onConflictDoUpdate({
      target: [numberSeries.organisationId, numberSeries.series],
      set: { last: sql`${numberSeries.last} + 1` },
    })
    .returning({ last: numberSeries.last });
  return row!.last;
}

/** The number takeNextNumber would hand out now, without taking it. */
export async function peekNextNumber(
  db: Database,
  organisationId: string,
  series: string,
  first: number,
): Promise<number> {
  const [row] = await db
    .select({ last: numberSeries.last })
    .from(numberSeries)
    .where(and(eq(numberSeries.organisationId, organisationId), eq(numberSeries.series, series)))
    .limit(1);
  return row ? row.last + 1 : first;
}

/** A numbered register's side of a series: how a number is written, and which are taken from a point on. */
export interface SeriesOwner<T> {
  format(number: number): string;
  /** The numbers (as integers) at or after `from` that rows of the register already carry. */
  takenFrom(from: number): Promise<number[]>;
  /** Inserts under the number, or null when a row already has it. */
  tryInsert(number: string): Promise<T | null>;
}

/** The first integer at or after `from` not in `taken`. */
export function firstFree(from: number, taken: Iterable<number>): number {
  const set = new Set(taken);
  let free = from;
  while (set.has(free)) free += 1;
  return free;
}

/**
 * Inserts under the next number of the series. Numbers typed by hand or imported may sit in the
 * series' way: then it continues from the first free number after them (and remembers that), however
 * many are taken. Null only when racing writers keep taking the free number first.
 */
export async function insertUnderNextFreeNumber<T>(
  db: Database,
  organisationId: string,
  series: string,
  first: number,
  owner: SeriesOwner<T>,
): Promise<T | null> {
  let next = await takeNextNumber(db, organisationId, series, first);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await owner.tryInsert(owner.format(next));
    if (row) return row;
    next = firstFree(next, await owner.takenFrom(next));
    await db
      .update(numberSeries)
      .set({ last: sql`greatest(${numberSeries.last}, ${next})` })
      .where(and(eq(numberSeries.organisationId, organisationId), eq(numberSeries.series, series)));
  }
  return null;
}

/**
 * `count` numbers of the series for one batch of rows, skipping numbers already taken (as
 * insertUnderNextFreeNumber does one at a time): the series row stays locked until commit.
 */
export async function takeFreeNumbers(
  db: Database,
  organisationId: string,
  series: string,
  first: number,
  count: number,
  takenFrom: (from: number) => Promise<number[]>,
): Promise<number[]> {
  if (count === 0) return [];
  const start = await takeNextNumber(db, organisationId, series, first);
  const taken = new Set(await takenFrom(start));
  const numbers: number[] = [];
  for (let candidate = start; numbers.length < count; candidate++) if (!taken.has(candidate)) numbers.push(candidate);
  await db
    .update(numberSeries)
    .set({ last: sql`greatest(${numberSeries.last}, ${numbers.at(-1)!})` })
    .where(and(eq(numberSeries.organisationId, organisationId), eq(numberSeries.series, series)));
  return numbers;
}
