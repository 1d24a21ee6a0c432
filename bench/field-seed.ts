import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { createSessionToken, hashToken } from '../src/server/auth/tokens';
import { seedOrganisation, seedParts, seedRegisters } from './seed';

export interface FieldWorkshop {
  ownerToken: string;
  mechanicToken: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A workshop as the field pack meets it (issue 49): 1 000 work orders, 200 customers and 500 machines,
 * 5 000 parts, and a mechanic on `jobs` open jobs of today and the next two days, each on a machine of a
 * customer, with five checklist points, three material lines from the parts and three time entries.
 */
export async function seedFieldWorkshop(db: Database, jobs: number): Promise<FieldWorkshop> {
  const { organisationId, token: ownerToken } = await seedOrganisation(db, 'field', 1_000, 0);
  await seedRegisters(db, organisationId, 200, 500);
  await seedParts(db, organisationId, 5_000, 2);
  const [mechanic] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into users (organisation_id, email, first_name, last_name, name, password_hash, role)
      select organisation_id, 'mekaniker-field@verkstan.se', 'Mats', 'Lund', 'Mats Lund', password_hash, 'mechanic'
      from users where organisation_id = ${organisationId} limit 1 returning id`),
  );
  const mechanicToken = createSessionToken();
  await db.execute(
    sql`insert into sessions (token_hash, user_id, expires_at) values (${hashToken(mechanicToken)}, ${mechanic!.id}, now() + interval '30 days')`,
  );
  await db.execute(
    sql`insert into rates (organisation_id, name, unit, price_ore, is_default) values (${organisationId}, 'Verkstadstimme', 'h', 85000, true), (${organisationId}, 'Resa', 'km', 3500, false)`,
  );
  await db.execute(sql`
    with jobs as (
      select w.id, row_number() over (order by w.id) as n from work_orders as w
      where w.organisation_id = ${organisationId} order by w.id limit ${jobs}),
    places as (
      select m.id as machine_id, m.customer_id, row_number() over (order by m.id) as n from machines as m
      where m.organisation_id = ${organisationId}),
    lines as (
      select coalesce(json_agg(json_build_object('partId', p.id, 'name', p.name, 'quantity', 1, 'unitPrice', p.sale_price_ore / 100.0)), '[]'::json) as materials
      from (select id, name, sale_price_ore from parts where organisation_id = ${organisationId} order by part_number limit 3) as p)
    update work_orders as w set status = 'Väntande', execution_date = current_date + (j.n % 3)::int,
      machine_id = p.machine_id, customer_id = p.customer_id, materials = (select materials::jsonb from lines),
      todo_list = '[{"text":"Kontrollera läckage"},{"text":"Byt hydraulfilter"},{"text":"Smörj leder"},{"text":"Kontrollera slangar"},{"text":"Provkör"}]'::jsonb
    from jobs as j join places as p on p.n = j.n where w.id = j.id`);
  await db.execute(sql`
    insert into work_order_assignees (organisation_id, work_order_id, user_id)
    select ${organisationId}, w.id, ${mechanic!.id} from work_orders as w
    where w.organisation_id = ${organisationId} and w.machine_id is not null`);
  await db.execute(sql`
    insert into time_entries (organisation_id, user_id, work_order_id, rate_id, entry_date, hours_hundredths, billable)
    select ${organisationId}, ${mechanic!.id}, a.work_order_id, r.id, current_date, 25 * k, true
    from work_order_assignees as a cross join generate_series(1, 3) as k
    cross join (select id from rates where organisation_id = ${organisationId} and is_default) as r
    where a.user_id = ${mechanic!.id}`);
  await db.execute(sql`analyze`);
  return { ownerToken, mechanicToken };
}
