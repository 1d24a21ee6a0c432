import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { FINISHED_STATUSES } from '../src/shared/work-orders';
import { seedOrganisation, seedRegisters } from './seed';

/** The bookings' days: from two weeks before the measured week's Monday, a month of them. */
export const BOOKED_DAYS = 30;

export interface PlanningWorkshop {
  organisationId: string;
  token: string;
  /** The open jobs and their bays: what a move may move (a finished job refuses one). */
  movable: Array<{ id: string; bayId: string | null }>;
}

/**
 * Issue 48's workshop: `bookings` work orders each booked for two hours on a day of the month from
 * `firstDay`, 07:00–15:00, spread over `mechanics` mechanics and three bays (every fourth on site),
 * and 500 machines whose service plans fill the tray's due services; as the API would have written them.
 */
export async function seedPlanning(
  db: Database,
  firstDay: string,
  mechanics: number,
  bookings: number,
): Promise<PlanningWorkshop> {
  const { organisationId, token } = await seedOrganisation(db, 'planning', bookings, 0);
  await seedRegisters(db, organisationId, 200, 500);
  await db.execute(sql`
    insert into users (organisation_id, email, first_name, last_name, name, password_hash, role)
    select ${organisationId}, 'planering' || g || '-' || ${organisationId} || '@verkstan.se', 'Mekaniker', g::text,
      'Mekaniker ' || lpad(g::text, 2, '0'), u.password_hash, 'mechanic'
    from generate_series(1, ${mechanics}) g
    cross join (select password_hash from users where organisation_id = ${organisationId} limit 1) u`);
  await db.execute(sql`insert into bays (organisation_id, name)
    values (${organisationId}, 'Hall 1'), (${organisationId}, 'Hall 2'), (${organisationId}, 'Servicebil')`);
  const jobs = sql`(select id, organisation_id, row_number() over (order by created_at, id) as n from work_orders
    where organisation_id = ${organisationId}) as w`;
  await db.execute(sql`
    insert into bookings (organisation_id, work_order_id, starts_at, ends_at, bay_id, on_site, address, version)
    select w.organisation_id, w.id, s.starts, s.starts + interval '2 hours',
      case when w.n % 4 = 3 then null else b.ids[1 + w.n % 3] end, w.n % 4 = 3,
      case when w.n % 4 = 3 then 'Gruvvägen ' || w.n || ', Kiruna' end, 1
    from ${jobs}
    cross join (select array_agg(id order by name) as ids from bays where organisation_id = ${organisationId}) as b
    cross join lateral (select ((${firstDay}::date + (w.n % ${BOOKED_DAYS})::int)
      + make_interval(hours => 7 + (w.n % 8)::int)) at time zone 'Europe/Stockholm' as starts) as s`);
  await db.execute(sql`
    insert into work_order_assignees (organisation_id, work_order_id, user_id)
    select w.organisation_id, w.id, m.ids[1 + w.n % ${mechanics}]
    from ${jobs}
    cross join (select array_agg(id order by name) as ids from users
      where organisation_id = ${organisationId} and role = 'mechanic') as m`);
  await db.execute(sql`vacuum analyze bookings, work_order_assignees, users`);
  const finished = sql.raw(FINISHED_STATUSES.map((status) => `'${status}'`).join(', '));
  const movable = (await db.execute(sql`
    select w.id, k.bay_id as "bayId" from bookings as k join work_orders as w on w.id = k.work_order_id
    where k.organisation_id = ${organisationId} and w.status <> 'Avbruten' and w.status not in (${finished})`)) as unknown as {
    rows: Array<{ id: string; bayId: string | null }>;
  };
  return { organisationId, token, movable: movable.rows };
}
