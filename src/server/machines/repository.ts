import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ServiceStatus } from '../../shared/machines';
import type { Database } from '../db/client';
import { totalOf } from '../db/list-total';
import { oneRow } from '../db/one-row';
import { machines } from './tables';
import { meterReadings } from './meter-readings-table';

export type MachineRow = typeof machines.$inferSelect;
export type NewMachineRow = typeof machines.$inferInsert;

/** A machine with what is read alongside it: its owner's name and its latest reading. */
export interface MachineRecord {
  machine: MachineRow;
  customerName: string;
  meterTenths: number | null;
  meterDate: string | null;
}

const latest = (column: SQL) =>
  // Written out in full: drizzle leaves columns unqualified in single-table queries, which would bind them to r.
  sql`(select ${column} from meter_readings as r where r.machine_id = "machines"."id" order by r.reading_date desc, r.value_tenths desc limit 1)`;

function selectRecords(db: Database) {
  return db
    .select({
      machine: machines,
      customerName: sql<string>`(select c.name from customers as c where c.id = "machines"."customer_id")`,
      meterTenths: sql<number | null>`${latest(sql`r.value_tenths`)}::float8`,
      meterDate: sql<string | null>`to_char(${latest(sql`r.reading_date`)}, 'YYYY-MM-DD')`,
    })
    .from(machines);
}

export interface MachineFilter {
  /** A LIKE pattern over the machine's own search text, and its owner's. */
  pattern: string | null;
  customerId: string | null;
  /** Only machines with this service status on this day (docs/decisions/029). */
  serviceStatus: { status: ServiceStatus; today: string } | null;
}

/** The worst interval's status on a day, from the days kept on the machine row. */
function statusCondition({ status, today }: { status: ServiceStatus; today: string }): SQL {
  const overdue = sql`coalesce(${machines.serviceOverdueFrom} <= ${today}::date, false)`;
  const dueSoon = sql`coalesce(${machines.serviceDueSoonFrom} <= ${today}::date, false)`;
  if (status === 'overdue') return overdue;
  if (status === 'due_soon') return sql`(${dueSoon} and not ${overdue})`;
  return sql`(${machines.hasServicePlan} and not ${overdue} and not ${dueSoon})`;
}

export async function listMachines(
  db: Database,
  organisationId: string,
  filter: MachineFilter,
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [eq(machines.organisationId, organisationId)];
  if (filter.customerId) conditions.push(eq(machines.customerId, filter.customerId));
  if (filter.serviceStatus) conditions.push(statusCondition(filter.serviceStatus));
  if (filter.pattern) {
    // Two sets, each found by its own trigram index (or scan): the machine's text, or its owner's.
    conditions.push(sql`"machines"."id" in (
      select m.id from machines as m where m.organisation_id = ${organisationId} and m.search_text like ${filter.pattern}
      union
      select m.id from machines as m join customers as c on c.id = m.customer_id
      where c.organisation_id = ${organisationId} and c.search_text like ${filter.pattern})`);
  }
  const where = and(...conditions);
  const rows = await selectRecords(db)
    .where(where)
    .orderBy(desc(machines.createdAt), desc(machines.id))
    .limit(limit)
    .offset(offset);
  const total = await totalOf(rows.length, limit, offset, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(machines)
      .where(where),
  );
  return { rows: rows as MachineRecord[], total };
}

export async function findMachine(db: Database, organisationId: string, id: string): Promise<MachineRecord | null> {
  const [row] = await selectRecords(db)
    .where(and(eq(machines.organisationId, organisationId), eq(machines.id, id)))
    .limit(1);
  return (row as MachineRecord | undefined) ?? null;
}

export async function findMachines(db: Database, organisationId: string, ids: string[]): Promise<MachineRecord[]> {
  if (ids.length === 0) return [];
  const rows = await selectRecords(db).where(
    and(eq(machines.organisationId, organisationId), inArray(machines.id, ids)),
  );
  return rows as MachineRecord[];
}

/** The ids of a customer's machines in the workshop (none for another workshop's customer). */
export async function machineIdsOfCustomer(
  db: Database,
  organisationId: string,
  customerId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: machines.id })
    .from(machines)
    .where(and(eq(machines.organisationId, organisationId), eq(machines.customerId, customerId)));
  return rows.map((row) => row.id);
}

/**
 * Locks the machine row: readings of one machine are checked and written one at a time. FOR NO KEY
 * UPDATE, not FOR UPDATE: a work order inserted in the same transaction already holds a key-share lock
 * on its machine through the foreign key, and two such writers asking for FOR UPDATE deadlocked.
 */
export async function lockMachine(db: Database, organisationId: string, id: string): Promise<MachineRow | null> {
  const [row] = await db
    .select()
    .from(machines)
    .where(and(eq(machines.organisationId, organisationId), eq(machines.id, id)))
    .for('no key update');
  return row ?? null;
}

export async function insertMachine(db: Database, values: NewMachineRow): Promise<MachineRow> {
  // A new machine has no job yet (docs/decisions/032).
  const [row] = await db
    .insert(machines)
    .values({ ...values, hasOpenJob: false })
    .returning();
  return row!;
}

export async function updateMachine(
  db: Database,
  organisationId: string,
  id: string,
  values: Partial<NewMachineRow>,
): Promise<void> {
  await db
    .update(machines)
    .set(values)
    .where(and(eq(machines.organisationId, organisationId), eq(machines.id, id)));
}

export async function deleteMachine(db: Database, organisationId: string, id: string): Promise<void> {
  await db.delete(machines).where(and(eq(machines.organisationId, organisationId), eq(machines.id, id)));
}

export type MeterReadingRow = typeof meterReadings.$inferSelect;

export async function listReadings(
  db: Database,
  machineId: string,
  page: { limit: number; offset: number },
): Promise<MeterReadingRow[]> {
  return db
    .select()
    .from(meterReadings)
    .where(eq(meterReadings.machineId, machineId))
    .orderBy(
      desc(meterReadings.readingDate),
      desc(meterReadings.valueTenths),
      desc(meterReadings.createdAt),
      desc(meterReadings.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countReadings(db: Database, machineId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(meterReadings)
    .where(eq(meterReadings.machineId, machineId));
  return Number(row?.count ?? 0);
}

/** The highest reading on or before a date and the lowest after it, other than `exceptId`: the bounds of a new one. */
export async function readingBounds(db: Database, machineId: string, readingDate: string, exceptId: string | null) {
  const other = exceptId ? sql`and r.id <> ${exceptId}` : sql``;
  const earlier = sql`from meter_readings as r where r.machine_id = ${machineId} and r.reading_date <= ${readingDate}::date ${other} order by r.value_tenths desc limit 1`;
  const later = sql`from meter_readings as r where r.machine_id = ${machineId} and r.reading_date > ${readingDate}::date ${other} order by r.value_tenths asc limit 1`;
  const [row] = await db
    .select({
      below: sql<number | null>`(select r.value_tenths::float8 ${earlier})`,
      belowDate: sql<string | null>`(select to_char(r.reading_date, 'YYYY-MM-DD') ${earlier})`,
      above: sql<number | null>`(select r.value_tenths::float8 ${later})`,
      aboveDate: sql<string | null>`(select to_char(r.reading_date, 'YYYY-MM-DD') ${later})`,
    })
    .from(oneRow);
  return row!;
}

export async function insertReading(db: Database, values: typeof meterReadings.$inferInsert): Promise<MeterReadingRow> {
  const [row] = await db.insert(meterReadings).values(values).returning();
  return row!;
}

export async function findReading(db: Database, machineId: string, id: string): Promise<MeterReadingRow | null> {
  const [row] = await db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.machineId, machineId), eq(meterReadings.id, id)))
    .limit(1);
  return row ?? null;
}

export async function updateReading(
  db: Database,
  id: string,
  values: { readingDate: string; valueTenths: number },
): Promise<MeterReadingRow> {
  const [row] = await db.update(meterReadings).set(values).where(eq(meterReadings.id, id)).returning();
  return row!;
}

export async function deleteReading(db: Database, id: string): Promise<void> {
  await db.delete(meterReadings).where(eq(meterReadings.id, id));
}

export async function findWorkOrderReading(db: Database, workOrderId: string): Promise<MeterReadingRow | null> {
  const [row] = await db.select().from(meterReadings).where(eq(meterReadings.workOrderId, workOrderId)).limit(1);
  return row ?? null;
}
