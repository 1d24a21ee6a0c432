import { sql, type SQL } from 'drizzle-orm';

// A machine's meter as other features' queries read it (meter_readings belongs to machines). Each is
// a subquery on the machine given as an SQL expression of the outer query; values in tenths. The one
// source of these rules: service plans' facts query runs them through machines/service.ts.

const newestFirst = sql`order by r.reading_date desc, r.value_tenths desc`;

/** The latest reading: `value_tenths`, `reading_date` (a LATERAL subquery; no row without readings). */
export const latestReading = (machineId: SQL) =>
  sql`select r.value_tenths, r.reading_date from meter_readings as r where r.machine_id = ${machineId} ${newestFirst} limit 1`;

/** The first reading dated on or after a day: `value_tenths`, `reading_date` (LATERAL). */
export const firstReadingSince = (machineId: SQL, since: SQL) =>
  sql`select r.value_tenths, r.reading_date from meter_readings as r where r.machine_id = ${machineId} and r.reading_date >= ${since}
      order by r.reading_date asc, r.value_tenths asc limit 1`;

/** The day of the latest reading dated before a day, else null: a scalar query. */
export const lastReadingBefore = (machineId: SQL, day: SQL) =>
  sql`select max(r.reading_date) from meter_readings as r where r.machine_id = ${machineId} and r.reading_date < ${day}`;

/** The meter on a day (the latest reading on or before it), else null: a scalar. */
export const meterOn = (machineId: SQL, day: SQL) =>
  sql`(select r.value_tenths from meter_readings as r where r.machine_id = ${machineId} and r.reading_date <= ${day} ${newestFirst} limit 1)`;

/** The meter before a day (the latest reading dated earlier), else null: a scalar. */
export const meterBefore = (machineId: SQL, day: SQL) =>
  sql`(select r.value_tenths from meter_readings as r where r.machine_id = ${machineId} and r.reading_date < ${day} ${newestFirst} limit 1)`;

/** The first reading ever: the meter when the workshop first knew it, a scalar. */
export const firstMeter = (machineId: SQL) =>
  sql`(select r.value_tenths from meter_readings as r where r.machine_id = ${machineId} order by r.reading_date asc, r.value_tenths asc limit 1)`;
