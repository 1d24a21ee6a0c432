import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { readCount } from '../db/list-counts';
import { totalOf } from '../db/list-total';
import { partMovements } from './part-movements-table';
import { parts } from './tables';
import { insertJsonRows, updateJsonRows } from '../db/json-insert';

export type PartRow = typeof parts.$inferSelect;
export type NewPartRow = typeof parts.$inferInsert;
export type MovementRow = typeof partMovements.$inferSelect;

/** A part with what open work orders reserve of it. */
export interface PartRecord {
  part: PartRow;
  reservedHundredths: number;
}

const inWorkshop = (organisationId: string) => eq(parts.organisationId, organisationId);
// What open work orders reserve is the view part_reservations (migration 0012): derived from the
// work orders, never a count kept in step. Written out in full: drizzle leaves columns unqualified
// in single-table queries.
const reservedOf = sql<number>`coalesce((select pr.reserved_hundredths from part_reservations as pr where pr.part_id = "parts"."id"), 0)::float8`;
/** The ids of the workshop's parts that any open work order names: a subquery for `in (…)`. */
const reservedPartIds = (organisationId: string) =>
  sql`select pr.part_id from part_reservations as pr where pr.organisation_id = ${organisationId}`;

/** Unstocked parts are never reserved. */
const reservedColumn = sql<number>`case when "parts"."stocked" then ${reservedOf} else 0 end`;

export interface PartFilter {
  /** A LIKE pattern over number, name, supplier and shelf. */
  pattern: string | null;
  belowReorder: boolean;
}

export async function listParts(
  db: Database,
  organisationId: string,
  filter: PartFilter,
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [inWorkshop(organisationId)];
  if (filter.pattern) conditions.push(sql`"parts"."search_text" like ${filter.pattern}`);
  if (filter.belowReorder) {
    // Reserved is never negative: above its reorder point, only a part that open work orders name can be low,
    // so the reservation is summed for those alone (CASE evaluates it only there).
    conditions.push(sql`"parts"."stocked" and ("parts"."on_hand_hundredths" < 0 or ("parts"."reorder_point_hundredths" is not null and case
      when "parts"."on_hand_hundredths" <= "parts"."reorder_point_hundredths" then true
      when "parts"."id" in (${reservedPartIds(organisationId)}) then "parts"."on_hand_hundredths" - ${reservedOf} <= "parts"."reorder_point_hundredths"
      else false end))`);
  }
  const where = and(...conditions);
  const isUnfiltered = conditions.length === 1;
  const rows = await db
    .select({ part: parts, reservedHundredths: reservedColumn })
    .from(parts)
    .where(where)
    .orderBy(sql`"parts"."part_number" collate "C"`)
    .limit(limit)
    .offset(offset);
  // The whole list's total is counted as parts are added and deleted (list_counts), not by reading 20 000 rows.
  const total = await totalOf(rows.length, limit, offset, async () =>
    isUnfiltered
      ? [{ total: await readCount(db, organisationId, 'parts', null) }]
      : db
          .select({ total: sql<number>`count(*)::int` })
          .from(parts)
          .where(where),
  );
  return { rows: rows as PartRecord[], total };
}

export async function findPart(db: Database, organisationId: string, id: string): Promise<PartRecord | null> {
  const [row] = await db
    .select({ part: parts, reservedHundredths: reservedColumn })
    .from(parts)
    .where(and(inWorkshop(organisationId), eq(parts.id, id)))
    .limit(1);
  return (row as PartRecord | undefined) ?? null;
}

/**
 * Reads and locks the part until the transaction ends: its stock changes one movement at a time.
 * NO KEY UPDATE, as the UPDATE of its stock takes: it does not wait for the key-share locks that rows
 * naming the part hold (a work order's parts, movements), which FOR UPDATE would, deadlocking two
 * work orders that name the same part.
 */
export async function lockPart(db: Database, organisationId: string, id: string): Promise<PartRow | null> {
  const [row] = await db
    .select()
    .from(parts)
    .where(and(inWorkshop(organisationId), eq(parts.id, id)))
    .for('no key update');
  return row ?? null;
}

export async function findPartsByIds(db: Database, organisationId: string, ids: string[]): Promise<PartRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(parts)
    .where(and(inWorkshop(organisationId), sql`${parts.id} = any(${sql.param(ids)}::uuid[])`));
}

export async function findPartsByNumbers(db: Database, organisationId: string, numbers: string[]): Promise<PartRow[]> {
  if (numbers.length === 0) return [];
  return db
    .select()
    .from(parts)
    .where(and(inWorkshop(organisationId), sql`${parts.partNumber} = any(${sql.param(numbers)}::text[])`));
}

export async function insertPart(db: Database, values: NewPartRow): Promise<PartRow> {
  const [row] = await db.insert(parts).values(values).returning();
  return row!;
}

/** Inserts many parts in one statement (an import's new part numbers, checked as free). */
/** Inserts many parts in one statement (db/json-insert.ts). */
export async function insertParts(db: Database, values: NewPartRow[]): Promise<void> {
  await insertJsonRows(db, parts, values, { returning: 'id' });
}

/** Updates many parts in one statement, each to its values. */
export async function updateParts(db: Database, rows: Array<Partial<NewPartRow> & { id: string }>): Promise<void> {
  await updateJsonRows(db, parts, rows);
}

export async function updatePart(db: Database, id: string, values: Partial<NewPartRow>): Promise<PartRow> {
  const [row] = await db.update(parts).set(values).where(eq(parts.id, id)).returning();
  return row!;
}

export async function deletePart(db: Database, id: string): Promise<void> {
  await db.delete(parts).where(eq(parts.id, id));
}

export async function hasMovements(db: Database, partId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partMovements.id })
    .from(partMovements)
    .where(eq(partMovements.partId, partId))
    .limit(1);
  return row !== undefined;
}

export async function insertMovement(db: Database, values: typeof partMovements.$inferInsert): Promise<MovementRow> {
  const [row] = await db.insert(partMovements).values(values).returning();
  return row!;
}

export async function listMovements(db: Database, partId: string, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(partMovements)
    .where(eq(partMovements.partId, partId))
    .orderBy(desc(partMovements.sequence))
    .limit(limit)
    .offset(offset);
  const total = await totalOf(rows.length, limit, offset, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(partMovements)
      .where(eq(partMovements.partId, partId)),
  );
  return { rows, total };
}

/** What a work order has drawn of each part so far (hundredths, positive), from its movements. */
export async function drawnByWorkOrder(db: Database, workOrderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({
      partId: partMovements.partId,
      drawn: sql<number>`(-sum(${partMovements.quantityHundredths}))::float8`,
    })
    .from(partMovements)
    .where(and(eq(partMovements.workOrderId, workOrderId), eq(partMovements.type, 'work-order')))
    .groupBy(partMovements.partId);
  return new Map(rows.map((row) => [row.partId, row.drawn]));
}

/**
 * The stock's value at the end of a Swedish day: each stocked part's quantity on hand after its last
 * movement of that day or before, at the average cost after it (stock below zero counts as none).
 */
export async function stockValueAt(db: Database, organisationId: string, date: string) {
  const [row] = await db
    .select({
      valueOre: sql<number>`coalesce(sum(round(greatest(m.on_hand_after_hundredths, 0)::numeric * coalesce(m.average_cost_after_ore, 0) / 100)), 0)::float8`,
      parts: sql<number>`count(*) filter (where m.on_hand_after_hundredths > 0)::int`,
    })
    .from(parts)
    .innerJoinLateral(
      sql`(select mv.on_hand_after_hundredths, mv.average_cost_after_ore from part_movements as mv
        where mv.part_id = "parts"."id" and mv.created_at < ((${date}::date + 1)::timestamp at time zone 'Europe/Stockholm')
        order by mv.sequence desc limit 1) as m`,
      sql`true`,
    )
    .where(and(inWorkshop(organisationId), eq(parts.stocked, true)));
  return row!;
}

/** The stock's value now: each stocked part's quantity on hand at its average cost. */
export async function stockValueNow(db: Database, organisationId: string) {
  const [row] = await db
    .select({
      valueOre: sql<number>`coalesce(sum(round(greatest(${parts.onHandHundredths}, 0)::numeric * coalesce(${parts.averageCostOre}, 0) / 100)), 0)::float8`,
      parts: sql<number>`count(*) filter (where ${parts.onHandHundredths} > 0)::int`,
    })
    .from(parts)
    .where(and(inWorkshop(organisationId), eq(parts.stocked, true)));
  return row!;
}
