import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from './client';
import { listCounts } from './schema/counters';

export type CountedList = 'work_orders' | 'invoices' | 'parts';

/** Counter rows per status; a write picks one at random (see the schema's comment on shard). */
export const COUNT_SHARDS = 8;

export function randomShard(): number {
  return Math.floor(Math.random() * COUNT_SHARDS);
}

/** Adds delta to the count of one status; call inside the transaction that changes the rows. */
export async function adjustCount(
  db: Database,
  organisationId: string,
  list: CountedList,
  status: string,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  await db
    .insert(listCounts)
    .values({ organisationId, list, status, shard: randomShard(), count: delta })
    .onConflictDoUpdate({
      target: [listCounts.organisationId, listCounts.list, listCounts.status, listCounts.shard],
      set: { count: sql`${listCounts.count} + ${delta}` },
    });
}

/** The count as a scalar subquery, so that a list query can bring its total along in the same round trip. */
export function countSubquery(organisationId: string, list: CountedList, statuses: readonly string[] | null) {
  const conditions = [eq(listCounts.organisationId, organisationId), eq(listCounts.list, list)];
  if (statuses) conditions.push(inArray(listCounts.status, [...statuses]));
  return sql<string>`(select coalesce(sum(${listCounts.count}), 0) from ${listCounts} where ${and(...conditions)})`;
}

/** The number of rows with any of the statuses, or all rows when statuses is null. */
export async function readCount(
  db: Database,
  organisationId: string,
  list: CountedList,
  statuses: readonly string[] | null,
): Promise<number> {
  const conditions = [eq(listCounts.organisationId, organisationId), eq(listCounts.list, list)];
  if (statuses) conditions.push(inArray(listCounts.status, [...statuses]));
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${listCounts.count}), 0)` })
    .from(listCounts)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}
