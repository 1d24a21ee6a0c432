import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

// Whether a machine has an open job, kept on the machine (docs/decisions/032) so that Fakturakontroll's
// overdue machines that nothing attends to are a condition on the machine row. The work orders feature
// knows what an open job is and writes it here with every write of the machine's jobs.

/**
 * Locks the machines (in id order, as their other writers take them) and writes whether each has an open
 * job, `openJobOf(m)` being that condition on the machine `m`: evaluated after the lock, so a second writer
 * of the same machine's jobs reads what the first committed.
 */
export async function keepOpenJobs(
  db: Database,
  organisationId: string,
  machineIds: ReadonlyArray<string | null>,
  openJobOf: (machine: SQL) => SQL,
): Promise<void> {
  const ids = [...new Set(machineIds.filter((id): id is string => id !== null))].sort();
  if (ids.length === 0) return;
  await db.execute(
    sql`select id from machines where organisation_id = ${organisationId} and id = any(${sql.param(ids)}::uuid[]) order by id for no key update`,
  );
  await db.execute(sql`update machines as m set has_open_job = s.open
    from (select m.id, ${openJobOf(sql`m`)} as open from machines as m
           where m.organisation_id = ${organisationId} and m.id = any(${sql.param(ids)}::uuid[])) as s
    where m.organisation_id = ${organisationId} and m.id = s.id and m.has_open_job is distinct from s.open`);
}

/** Whether the workshop has a machine whose open job is not kept yet, as an SQL condition (one probe of machines_open_job_unkept_idx). */
export const unkeptOpenJobsExist = (organisationId: string | Placeholder): SQL =>
  sql`exists (select 1 from machines where organisation_id = ${organisationId} and has_open_job is null)`;

/** Machines whose open job is not kept yet (written before migration 0034, restored from an older backup or by SQL). */
export async function machinesWithUnkeptOpenJobs(
  db: Database,
  organisationId: string,
  limit: number,
): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from machines where organisation_id = ${organisationId} and has_open_job is null limit ${limit}`,
  );
  return rows.map((row) => row.id);
}
