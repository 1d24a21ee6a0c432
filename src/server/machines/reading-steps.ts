import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

// Each reading keeps the one before it in its machine's order (date, value, when written), written with
// every change of the machine's readings (docs/decisions/031-kept-job-amounts.md), so that a reading far
// above the one before is a condition on its own row instead of a window over every reading.

/** Locks the machines (in id order, as the meter's writers take them) and keeps their readings' steps. */
export async function keepReadingSteps(
  db: Database,
  organisationId: string,
  machineIds: ReadonlyArray<string | null>,
): Promise<void> {
  const ids = [...new Set(machineIds.filter((id): id is string => id !== null))].sort();
  if (ids.length === 0) return;
  await db.execute(
    sql`select id from machines where organisation_id = ${organisationId} and id = any(${sql.param(ids)}::uuid[]) order by id for no key update`,
  );
  await db.execute(sql`update meter_readings as r set previous_date = s.previous_date, previous_tenths = s.previous_tenths, step_kept = true
    from (select id, lag(reading_date) over readings as previous_date, lag(value_tenths) over readings as previous_tenths
            from meter_readings where organisation_id = ${organisationId} and machine_id = any(${sql.param(ids)}::uuid[])
          window readings as (partition by machine_id order by reading_date, value_tenths, created_at)) as s
    where r.organisation_id = ${organisationId} and r.id = s.id
      and (not r.step_kept or r.previous_date is distinct from s.previous_date or r.previous_tenths is distinct from s.previous_tenths)`);
}

/** Whether the workshop has a reading whose step is not kept yet, as an SQL condition (one probe of meter_readings_unkept_idx). */
export const unkeptStepsExist = (organisationId: string | Placeholder): SQL =>
  sql`exists (select 1 from meter_readings where organisation_id = ${organisationId} and not step_kept)`;

/** Machines with a reading whose step is not kept yet (written before migration 0032, restored or by SQL). */
export async function machinesWithUnkeptSteps(db: Database, organisationId: string, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select distinct machine_id as id from meter_readings where organisation_id = ${organisationId} and not step_kept limit ${limit}`,
  );
  return rows.map((row) => row.id);
}
