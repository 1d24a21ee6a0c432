import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { serviceIntervals } from './tables';
// A machine's meter on a day and the readings a forecast starts from: machines' rules (the one source,
// machines/reading-queries.ts), run here inside one statement for every interval.
import {
  firstMeter,
  firstReadingSince,
  lastReadingBefore,
  latestReading,
  meterBefore,
  meterOn,
} from '../machines/service';

export type IntervalRow = typeof serviceIntervals.$inferSelect;
export type NewIntervalRow = typeof serviceIntervals.$inferInsert;

/** An interval with everything its next due date, forecast and status are computed from (meters in tenths). */
export interface IntervalFacts {
  id: string;
  machineId: string;
  name: string;
  everyMeter: number | null;
  everyMonths: number | null;
  givenDoneDate: string | null;
  givenDoneMeterTenths: number | null;
  /** The machine's meter on the given date, when only a date was given and a reading tells it. */
  givenDateMeterTenths: number | null;
  addedOn: string;
  /**
   * The machine's meter when the interval was added: its last reading before that day, else its first
   * reading (a machine read for the first time that day or later). Fixed once known, unlike "the latest
   * reading of the day", which would move with every reading of that day. Read only when nothing else tells.
   */
  addedMeterTenths: number | null;
  doneWorkOrderId: string | null;
  doneDate: string | null;
  doneMeterTenths: number | null;
  meterTenths: number | null;
  meterDate: string | null;
  windowTenths: number | null;
  windowDate: string | null;
  /** The latest reading before the window: the forecast holds from the day it leaves the window. */
  windowBeforeDate: string | null;
  createdAt: string;
}

export interface FactsScope {
  machineIds?: string[];
  intervalId?: string;
}

const isoDate = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/**
 * One row per interval of the workshop (or of the machines or the interval asked for), with its last
 * finished work order, the machine's latest reading and the first reading of the forecast window.
 */
export async function intervalFacts(db: Database, organisationId: string, windowStart: string, scope: FactsScope = {}) {
  return rowsOf<IntervalFacts>(db, factsQuery(organisationId, windowStart, scope));
}

export function factsQuery(organisationId: string, windowStart: string, scope: FactsScope = {}) {
  const machine = sql`i.machine_id`;
  const conditions = [sql`i.organisation_id = ${organisationId}`];
  if (scope.machineIds) conditions.push(sql`i.machine_id = any(${sql.param(scope.machineIds)}::uuid[])`);
  if (scope.intervalId) conditions.push(sql`i.id = ${scope.intervalId}`);
  return sql`select i.id, i.machine_id as "machineId", i.name, i.every_meter as "everyMeter", i.every_months::int as "everyMonths",
      ${isoDate(sql`i.given_done_date`)} as "givenDoneDate", i.given_done_meter_tenths::float8 as "givenDoneMeterTenths",
      case when done.work_order_id is null and i.given_done_date is not null and i.given_done_meter_tenths is null
        then ${meterOn(machine, sql`i.given_done_date`)}::float8 end as "givenDateMeterTenths",
      ${isoDate(sql`i.added_on`)} as "addedOn",
      case when done.work_order_id is null and i.given_done_date is null and i.given_done_meter_tenths is null
        then coalesce(${meterBefore(machine, sql`i.added_on`)}, ${firstMeter(machine)})::float8 end as "addedMeterTenths",
      done.work_order_id as "doneWorkOrderId", ${isoDate(sql`done.done_date`)} as "doneDate", done.done_meter_tenths::float8 as "doneMeterTenths",
      latest.value_tenths::float8 as "meterTenths", ${isoDate(sql`latest.reading_date`)} as "meterDate",
      since.value_tenths::float8 as "windowTenths", ${isoDate(sql`since.reading_date`)} as "windowDate",
      ${isoDate(sql`(${lastReadingBefore(machine, sql`${windowStart}::date`)})`)} as "windowBeforeDate",
      to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
    from service_intervals as i
    -- interval_last_done is a view (migration 0012): the latest finished work order that performed it.
    left join lateral (select d.work_order_id, d.done_date, d.done_meter_tenths from interval_last_done as d where d.service_interval_id = i.id) as done on true
    left join lateral (${latestReading(machine)}) as latest on true
    left join lateral (${firstReadingSince(machine, sql`${windowStart}::date`)}) as since on true
    where ${sql.join(conditions, sql` and `)}
    order by i.machine_id, i.created_at, i.every_meter nulls last, i.every_months nulls last, i.name, i.id`;
}

export async function insertIntervals(db: Database, values: NewIntervalRow[]): Promise<IntervalRow[]> {
  if (values.length === 0) return [];
  return db.insert(serviceIntervals).values(values).returning();
}

export async function findInterval(
  db: Database,
  organisationId: string,
  machineId: string,
  id: string,
): Promise<IntervalRow | null> {
  const [row] = await db
    .select()
    .from(serviceIntervals)
    .where(
      and(
        eq(serviceIntervals.organisationId, organisationId),
        eq(serviceIntervals.machineId, machineId),
        eq(serviceIntervals.id, id),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function updateInterval(db: Database, id: string, values: Partial<NewIntervalRow>): Promise<void> {
  await db.update(serviceIntervals).set(values).where(eq(serviceIntervals.id, id));
}

export async function deleteInterval(db: Database, id: string): Promise<void> {
  await db.delete(serviceIntervals).where(eq(serviceIntervals.id, id));
}

/** Which of the ids are intervals of the machine. */
export async function intervalIdsOfMachine(
  db: Database,
  organisationId: string,
  machineId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: serviceIntervals.id })
    .from(serviceIntervals)
    .where(
      and(
        eq(serviceIntervals.organisationId, organisationId),
        eq(serviceIntervals.machineId, machineId),
        sql`${serviceIntervals.id} = any(${sql.param(ids)}::uuid[])`,
      ),
    );
  return rows.map((row) => row.id);
}
