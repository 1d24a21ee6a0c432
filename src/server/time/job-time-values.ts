import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { ratePriceOre } from '../organisations/service';
import { keepTimeValues, lockJobs } from '../work-orders/service';

// A job's billable time in öre, kept on its work order (docs/decisions/031-kept-job-amounts.md): hours at
// their rate's price per hour, distance at its price per kilometre. Summed in whole hundredths and tenths
// per rate before a price touches them (an entry holds hours or kilometres, never both), rounded once.

/** Prices the jobs' billable time from their entries as they are now and keeps it; the caller has locked the jobs (lockJobs). */
export async function keepTimeValuesOf(
  db: Database,
  organisationId: string,
  jobIds: ReadonlyArray<string | null>,
): Promise<void> {
  const ids = [...new Set(jobIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  await keepTimeValues(
    db,
    organisationId,
    sql`with per_rate as (
          select t.work_order_id, t.rate_id, sum(t.hours_hundredths) as hours, sum(t.kilometres_tenths) as kilometres from time_entries as t
           where t.organisation_id = ${organisationId} and t.work_order_id = any(${sql.param(ids)}::uuid[]) and t.billable
           group by t.work_order_id, t.rate_id),
        priced as (
          select p.work_order_id, p.hours, p.kilometres, ${ratePriceOre(sql`p.rate_id`)} as price from per_rate as p),
        worked as (
          select work_order_id, round(sum(coalesce(hours * price / 100.0, 0) + coalesce(kilometres * price / 10.0, 0)))::bigint as ore
            from priced group by work_order_id)
        select j.id, coalesce(worked.ore, 0) from unnest(${sql.param(ids)}::uuid[]) as j(id) left join worked on worked.work_order_id = j.id`,
  );
}

/** After a rate's price changed: the jobs with billable time at it, locked and priced again. */
export async function keepTimeValuesAtRate(db: Database, organisationId: string, rateId: string): Promise<void> {
  const jobs = await rowsOf<{ id: string }>(
    db,
    sql`select distinct work_order_id as id from time_entries where organisation_id = ${organisationId} and rate_id = ${rateId} and billable`,
  );
  const ids = jobs.map((job) => job.id);
  await lockJobs(db, organisationId, ids);
  await keepTimeValuesOf(db, organisationId, ids);
}
