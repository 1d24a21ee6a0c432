import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { addDays } from '../../shared/dates';
import { DUE_SOON_DAYS, FORECAST_WINDOW_DAYS } from '../../shared/service-schedule';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { ReadInterval } from './mapper';
import { readIntervals } from './read-intervals';
import { keepServiceStates, lockMachinesForServiceState, type KeptServiceState } from '../machines/service';

// The service status kept with the intervals and machines (docs/decisions/029). What is kept does not
// depend on the day it is read: a due date, a forecast date, what the meter says, and the days the
// forecast holds for. The status of a day is then a comparison of dates, in SQL or here. It is written
// in the transaction of every change it derives from (readings, work orders, plan edits), and on the
// first read of a day the kept forecast no longer holds for.

/** Whatever the day: the meter says so. */
const ALWAYS = '-infinity';
/** The kept state holds for every later day. */
const FOREVER = 'infinity';

interface KeptInterval {
  id: string;
  dueDate: string | null;
  forecastDate: string | null;
  meterOverdueOn: string | null;
  meterSoon: boolean;
  validFrom: string | null;
  validUntil: string;
}

type KeptMachine = KeptServiceState;

/**
 * The forecast reads the first reading of the past year; it holds while that reading is the first. No
 * reading in the year: until one is added (which writes the state again). Without a meter to forecast, forever.
 */
function validity({ facts, state }: ReadInterval): { validFrom: string | null; validUntil: string } {
  if (state.nextDueMeterTenths === null || facts.meterDate === null) return { validFrom: null, validUntil: FOREVER };
  if (facts.windowDate === null)
    return { validFrom: addDays(facts.meterDate, FORECAST_WINDOW_DAYS + 1), validUntil: FOREVER };
  return {
    validFrom: facts.windowBeforeDate === null ? null : addDays(facts.windowBeforeDate, FORECAST_WINDOW_DAYS + 1),
    validUntil: addDays(facts.windowDate, FORECAST_WINDOW_DAYS),
  };
}

function keptInterval(interval: ReadInterval): KeptInterval {
  const { facts, state } = interval;
  const left =
    state.nextDueMeterTenths === null || facts.meterTenths === null
      ? null
      : state.nextDueMeterTenths - facts.meterTenths;
  return {
    id: facts.id,
    dueDate: state.nextDueDate,
    forecastDate: state.forecastDate,
    meterOverdueOn: left !== null && left <= 0 ? facts.meterDate : null,
    // As intervalState: within a tenth of the interval, in tenths of a unit, is the interval in whole units.
    meterSoon: left !== null && facts.everyMeter !== null && left <= facts.everyMeter,
    ...validity(interval),
  };
}

const earliest = (dates: Array<string | null>): string | null =>
  dates.reduce<string | null>((first, date) => {
    if (date === null) return first;
    if (first === null || date === ALWAYS) return date;
    return first !== ALWAYS && date < first ? date : first;
  }, null);

/** A machine is overdue from the first day any interval is, and due soon from the first day any is (DUE_SOON_DAYS). */
function keptMachine(id: string, intervals: KeptInterval[]): KeptMachine {
  return {
    id,
    hasPlan: intervals.length > 0,
    overdueFrom: earliest(
      intervals.map((kept) => (kept.meterOverdueOn !== null ? ALWAYS : kept.dueDate && addDays(kept.dueDate, 1))),
    ),
    dueSoonFrom: earliest(
      intervals.flatMap((kept) => [
        kept.meterSoon ? ALWAYS : null,
        kept.dueDate && addDays(kept.dueDate, -DUE_SOON_DAYS),
        kept.forecastDate && addDays(kept.forecastDate, -DUE_SOON_DAYS),
      ]),
    ),
  };
}

/**
 * Writes the kept state of the machines' intervals and of the machines, as of `today`. Called inside
 * the transaction that changed what it derives from; it locks the machines first, so that two writers
 * of one machine's facts write its state one after the other, each from what the other committed.
 */
export async function refreshDueState(
  db: Database,
  organisationId: string,
  machineIds: string[],
  today: string,
): Promise<void> {
  const ids = [...new Set(machineIds)].sort();
  if (ids.length === 0) return;
  await lockMachinesForServiceState(db, organisationId, ids);
  const intervals = await readIntervals(db, organisationId, { today }, { machineIds: ids });
  const kept = intervals.map(keptInterval);
  const byMachine = new Map<string, KeptInterval[]>(ids.map((id) => [id, []]));
  intervals.forEach(({ facts }, index) => byMachine.get(facts.machineId)?.push(kept[index]!));
  const machines = [...byMachine].map(([id, ofMachine]) => keptMachine(id, ofMachine));
  if (kept.length > 0) {
    const column = <K extends keyof KeptInterval>(key: K) => sql.param(kept.map((row) => row[key]));
    await db.execute(sql`update service_intervals as i set due_date = s.due_date, forecast_date = s.forecast_date,
        meter_overdue_on = s.meter_overdue_on, meter_soon = s.meter_soon, state_valid_from = s.valid_from, state_valid_until = s.valid_until
      from unnest(${column('id')}::uuid[], ${column('dueDate')}::date[], ${column('forecastDate')}::date[], ${column('meterOverdueOn')}::date[],
        ${column('meterSoon')}::boolean[], ${column('validFrom')}::date[], ${column('validUntil')}::date[])
        as s(id, due_date, forecast_date, meter_overdue_on, meter_soon, valid_from, valid_until)
      where i.organisation_id = ${organisationId} and i.id = s.id`);
  }
  await keepServiceStates(db, organisationId, machines);
}

/**
 * Whether an interval's kept state does not hold for `today`, as an SQL condition: the workshop's earliest
 * end and latest start of a state, each the first entry of its index whatever the day, so that a plan made
 * without knowing the day reads two index entries and never the table (docs/decisions/032).
 */
export const staleDueStateExists = (organisationId: string | Placeholder, today: string | Placeholder): SQL =>
  sql`coalesce((select min(i.state_valid_until) from service_intervals as i where i.organisation_id = ${organisationId}) < ${today}::date
        or (select max(i.state_valid_from) from service_intervals as i where i.organisation_id = ${organisationId}) > ${today}::date, false)`;

/** The machines whose kept state does not hold for `today`: written without it, or a forecast whose year has moved on. */
async function staleMachines(db: Database, organisationId: string, today: string): Promise<string[]> {
  const rows = await rowsOf<{ machineId: string }>(
    db,
    sql`select distinct i.machine_id as "machineId" from service_intervals as i
      where i.organisation_id = ${organisationId} and (i.state_valid_until < ${today}::date or i.state_valid_from > ${today}::date)`,
  );
  return rows.map((row) => row.machineId);
}

/** Before a read that compares kept days: writes what no longer holds for today (rarely anything; one index probe). */
export async function freshenDueState(db: Database, organisationId: string, today: string): Promise<void> {
  const stale = await staleMachines(db, organisationId, today);
  if (stale.length === 0) return;
  await db.transaction((tx) => refreshDueState(tx, organisationId, stale, today));
}

/** An interval's status on `today` from its kept state (alias `i`), due soon within `withinDays`. */
export function keptStatus(today: string | Placeholder, withinDays: number): SQL {
  const day = sql`${today}::date`;
  return sql`(case when i.meter_overdue_on is not null or i.due_date < ${day} then 'overdue'
    when i.meter_soon or i.due_date <= ${day} + ${withinDays}::int or i.forecast_date <= ${day} + ${withinDays}::int then 'due_soon'
    else 'ok' end)`;
}

/** Overdue first, then due soon. */
export const keptSeverity = (status: SQL) =>
  sql`(case ${status} when 'overdue' then 0 when 'due_soon' then 1 else 2 end)`;

/** The day it is or was due by whichever comes first (alias `i`): the list's order after the status. */
export const keptDueOn = sql`least(i.due_date, i.forecast_date, i.meter_overdue_on)`;

/** The names of a machine's intervals overdue on `today`, in the order a plan lists them, as a scalar subquery (a text array). */
export const overdueIntervalNamesOf = (
  machineId: SQL,
  organisationId: string | Placeholder,
  today: string | Placeholder,
) =>
  sql`(select array_agg(i.name order by i.created_at, i.every_meter nulls last, i.every_months nulls last, i.name, i.id)
        from service_intervals as i
       where i.machine_id = ${machineId} and i.organisation_id = ${organisationId} and ${keptStatus(today, DUE_SOON_DAYS)} = 'overdue')`;
