import { sql } from 'drizzle-orm';
import { addDays } from '../../shared/dates';
import { FINISHED_STATUSES } from '../../shared/work-orders';
import { swedishMidnight } from '../../shared/swedish-time';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { machineNameOf } from '../machines/service';
import { assigneeIdsOf } from './bookings-repository';

// What the planning board reads beside the bookings' own rows (PLANNING.md decision 3).

const finished = sql.raw(FINISHED_STATUSES.map((status) => `'${status}'`).join(', '));
/** The tray holds at most this many jobs not yet booked, newest first. */
export const UNBOOKED_LIMIT = 100;

const jobColumns = (organisationId: string) => sql`w.id, w.work_order_number as "number", w.title, w.status,
  c.name as "customerName", nullif(c.phone, '') as "customerPhone", ${machineNameOf(sql`${organisationId}::uuid`, sql`w.machine_id`)} as "machine"`;

export interface PlannedJob {
  id: string;
  number: string;
  title: string;
  status: string;
  customerName: string | null;
  /** For the mechanic's day (Mina jobb): whom to call about the job. */
  customerPhone: string | null;
  machine: string | null;
}

export function activeMembers(db: Database, organisationId: string) {
  return rowsOf<{ id: string; name: string }>(
    db,
    sql`select id, name from users where organisation_id = ${organisationId} and removed_at is null order by name, id`,
  );
}

/** The bookings that touch the Swedish days from one date to another, with their jobs. */
export async function bookingsBetween(db: Database, organisationId: string, from: string, to: string) {
  const rows = await rowsOf<{
    workOrderId: string;
    startsAt: string;
    endsAt: string;
    bayId: string | null;
    onSite: boolean;
    address: string | null;
    version: number;
    assigneeIds: string[];
    job: PlannedJob;
  }>(
    db,
    sql`select k.work_order_id as "workOrderId", k.starts_at as "startsAt", k.ends_at as "endsAt", k.bay_id as "bayId",
      k.on_site as "onSite", k.address, k.version, ${assigneeIdsOf(sql`k.work_order_id`)} as "assigneeIds",
      (select row_to_json(j) from (select ${jobColumns(organisationId)}) as j) as job
      from bookings k join work_orders w on w.id = k.work_order_id left join customers c on c.id = w.customer_id
      where k.organisation_id = ${organisationId} and k.starts_at < ${swedishMidnight(addDays(to, 1))}::timestamptz
        and k.ends_at > ${swedishMidnight(from)}::timestamptz
      order by k.starts_at, w.work_order_number`,
  );
  return rows.map((row) => ({
    row: { ...row, startsAt: new Date(row.startsAt).toISOString(), endsAt: new Date(row.endsAt).toISOString() },
    assigneeIds: row.assigneeIds,
    job: row.job,
  }));
}

/** Open jobs without a booking, newest first: the board's tray. */
export function unbookedJobs(db: Database, organisationId: string) {
  return rowsOf<PlannedJob>(
    db,
    sql`select ${jobColumns(organisationId)} from work_orders w left join customers c on c.id = w.customer_id
      where w.organisation_id = ${organisationId} and w.status <> 'Avbruten' and w.status not in (${finished})
        and not exists (select 1 from bookings k where k.work_order_id = w.id and k.organisation_id = w.organisation_id)
      order by w.created_at desc, w.id desc limit ${UNBOOKED_LIMIT}`,
  );
}
