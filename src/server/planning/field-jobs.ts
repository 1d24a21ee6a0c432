import { sql } from 'drizzle-orm';
import { addDays } from '../../shared/dates';
import type { Booking } from '../../shared/planning';
import { swedishMidnight } from '../../shared/swedish-time';
import { FINISHED_STATUSES } from '../../shared/work-orders';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { assigneeIdsOf } from './bookings-repository';
import { toBooking } from './bookings';

// Which jobs a member's device keeps offline (FIELD.md decision 6): read here, where the bookings are.

const finished = sql.raw(FINISHED_STATUSES.map((status) => `'${status}'`).join(', '));

export interface FieldJob {
  workOrderId: string;
  /** Its booking when the job is booked; a booking wholly after the days is no reason to keep the job. */
  booking: Booking | null;
}

/**
 * The open jobs the member is on for the Swedish days `from` … `from + days - 1`, at most `limit`: a
 * booked one whose booking begins before the last day ends (one running over from yesterday too), an
 * unbooked one whose execution date is not after the last day (undated and overdue ones are today's
 * work, as on Mina jobb). Booked ones first by start, then by date (undated last), then the newest.
 * One statement, whatever the number of jobs.
 */
export async function fieldJobsOf(
  db: Database,
  organisationId: string,
  userId: string,
  from: string,
  days: number,
  limit: number,
): Promise<FieldJob[]> {
  const last = addDays(from, days - 1);
  const end = swedishMidnight(addDays(last, 1));
  const rows = await rowsOf<{
    workOrderId: string;
    startsAt: string | null;
    endsAt: string | null;
    bayId: string | null;
    onSite: boolean | null;
    address: string | null;
    version: number | null;
    assigneeIds: string[] | null;
  }>(
    db,
    sql`select w.id as "workOrderId", k.starts_at as "startsAt", k.ends_at as "endsAt", k.bay_id as "bayId",
        k.on_site as "onSite", k.address, k.version,
        case when k.id is null then null else ${assigneeIdsOf(sql`w.id`)} end as "assigneeIds"
      from work_orders as w
      join work_order_assignees as a on a.work_order_id = w.id and a.user_id = ${userId}
      left join bookings as k on k.work_order_id = w.id and k.organisation_id = w.organisation_id
      where w.organisation_id = ${organisationId} and w.status <> 'Avbruten' and w.status not in (${finished})
        and (case when k.id is null then w.execution_date is null or w.execution_date <= ${last}::date
                  else k.starts_at < ${end}::timestamptz end)
      order by k.starts_at asc nulls last, w.execution_date asc nulls last, w.created_at desc, w.id desc
      limit ${limit}`,
  );
  return rows.map((row) => ({
    workOrderId: row.workOrderId,
    booking:
      row.startsAt === null
        ? null
        : toBooking(
            {
              workOrderId: row.workOrderId,
              startsAt: new Date(row.startsAt).toISOString(),
              endsAt: new Date(row.endsAt!).toISOString(),
              bayId: row.bayId,
              onSite: row.onSite ?? false,
              address: row.address,
              version: row.version ?? 1,
            },
            row.assigneeIds ?? [],
          ),
  }));
}
