import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { numberSeries } from './schema';

/**
 * The next number of a workshop's series, starting at `first`. Call it inside the transaction that
 * writes the numbered row: the series row stays locked until commit, so concurrent writers take
 * numbers one after the other, and a rolled back write gives its number back.
 */
export async function takeNextNumber(db: Database, organisationId: string, series: string, first: number): Promise<number> {
  const [row] = await db
    .insert(numberSeries)
    .values({ organisationId, series, last: first })
    .onConflictDoUpdate({ target: [numberSeries.organisationId, numberSeries.series], set: { last: sql`${numberSeries.last} + 1` } })
    .returning({ last: numberSeries.last });
  return row!.last;
}

/** The number takeNextNumber would hand out now, without taking it. */
export async function peekNextNumber(db: Database, organisationId: string, series: string, first: number): Promise<number> {
  const [row] = await db
    .select({ last: numberSeries.last })
    .from(numberSeries)
    .where(and(eq(numberSeries.organisationId, organisationId), eq(numberSeries.series, series)))
    .limit(1);
  return row ? row.last + 1 : first;
}
