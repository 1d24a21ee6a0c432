import pg from 'pg';
import { hashPassword } from '../src/server/auth/passwords';
import { createSessionToken, hashToken } from '../src/server/auth/tokens';
import { openDatabase } from '../src/server/db/client';
import { keepSeededState } from './seed';

/** One seeded workshop as the load drives it: its session, its size, and records to open. */
export interface Tenant {
  id: string;
  token: string;
  workOrders: number;
  workOrderIds: string[];
  invoiceIds: string[];
  customerNumber: string;
}

/**
 * Sizes as a hosted installation would have them: most workshops a few hundred work orders, one in ten
 * a thousand or two, one in a hundred 10 000 and more. The rest of a workshop in proportion: a customer
 * per five jobs, three machines per two customers, two service intervals and three readings per machine,
 * a part per three jobs with four movements each, an invoice of two lines for every finished job (most
 * paid, by one payment), two time entries per job, a team of two to ten.
 */
const TENANTS_SQL = (count: number) => `
  create table bench_tenants as
  select n, gen_random_uuid() as id,
    case when n % 100 = 0 then 10000 + (n * 97) % 3000
         when n % 10 = 0 then 1000 + (n * 37) % 2000
         else 100 + (n * 53) % 400 end as work_orders
  from generate_series(1, ${count}) as n`;

const STEPS: Array<[string, string]> = [
  [
    'workshops',
    `insert into organisations (id, name, org_number, street, postal_code, city, bankgiro, email, created_at)
    select id, 'Verkstad ' || n || ' AB', '556036-0793', 'Industrigatan ' || n, '972 31', 'Luleå', '5050-1055', 'verkstad' || n || '@example.se', now() - interval '3 years'
    from bench_tenants`,
  ],
  [
    'customers',
    `insert into customers (organisation_id, customer_number, name, city, sort_key, search_text, created_at)
    select t.id, 'K-' || c, x.name, x.city, lower(x.name), lower('k-' || c || ' ' || x.name || ' ' || x.city), now() - interval '3 years' + c * interval '1 minute'
    from bench_tenants as t cross join lateral generate_series(1, greatest(20, t.work_orders / 5)) as c
    cross join lateral (select (array['Åkeri', 'Ängby Schakt', 'Östen Grus', 'Bergs Maskin', 'Lundgrens Entreprenad', 'Norrlands Skog', 'Väg & Mark'])[1 + c % 7] || ' ' || c || ' AB' as name,
      (array['Luleå', 'Umeå', 'Växjö', 'Eslöv', 'Kiruna'])[1 + c % 5] as city) as x`,
  ],
  [
    'machines',
    `insert into machines (organisation_id, customer_id, category, make, model, serial_number, registration_number, meter_unit, search_text, created_at)
    select c.organisation_id, c.id, 'Grävmaskin', x.make, x.model, x.serial, x.registration, 'h', lower(x.serial || ' ' || x.registration || ' ' || x.make || ' ' || x.model), c.created_at
    from customers as c cross join generate_series(0, 1) as k
    cross join lateral (select (array['Volvo', 'Caterpillar', 'Komatsu', 'Hitachi', 'John Deere', 'Scania'])[1 + (hashtext(c.id::text) & 65535) % 6] as make,
      'EC' || (hashtext(c.id::text || k) & 65535) % 400 || 'E' as model,
      'SN' || substr(md5(c.id::text || k), 1, 10) as serial,
      upper(substr(md5(c.id::text || k || 'r'), 1, 8)) as registration) as x
    where k = 0 or substr(c.customer_number, 3)::int % 2 = 0`,
  ],
  [
    'meter readings',
    `insert into meter_readings (organisation_id, machine_id, reading_date, value_tenths, source)
    select m.organisation_id, m.id, current_date - (300 - k * 100), ((hashtext(m.id::text) & 4095) + k * (1 + (hashtext(m.id::text) & 7)) * 100) * 10, 'manual'
    from machines as m cross join generate_series(0, 2) as k`,
  ],
  [
    'service intervals',
    `insert into service_intervals (organisation_id, machine_id, name, every_meter, every_months, given_done_date, given_done_meter_tenths, added_on)
    select m.organisation_id, m.id, p.name, p.every_meter, p.every_months, current_date - (hashtext(m.id::text || p.name) & 511), (hashtext(m.id::text) & 4095) * 10, current_date
    from machines as m cross join (values ('Service 500 h', 500, 6), ('Service 2000 h', 2000, 12)) as p(name, every_meter, every_months)`,
  ],
  [
    'work orders',
    `insert into work_orders (organisation_id, work_order_number, title, description, customer_number, customer_id, machine_id, vehicle_category, work_category, status, priority, execution_date, todo_list, materials, created_at)
    select t.id, 'AO-' || g, (array['Service 500 h', 'Byte av hydraulslang', 'Felsökning motor', 'Besiktning', 'Byte av skopa'])[1 + g % 5] || ' ' || g,
      'Byte av olja och filter, kontroll av hydraulik', c.customer_number, c.id, m.id,
      (array['Grävmaskin','Traktor','Lastbil','Hjullastare','Bandgrävare'])[1 + g % 5],
      (array['Service','Reparation','Underhåll','Besiktning','Felsökning'])[1 + g % 5],
      case when g > t.work_orders - 20 then (array['Väntande','Pågående'])[1 + g % 2] when g % 10 = 0 then 'Väntande' else 'Klar' end,
      (array['high','medium','low'])[1 + g % 3], current_date - (t.work_orders - g) % 700,
      '[{"text":"Kontrollera läckage","done":true}]'::jsonb, '[{"name":"Hydraulolja 20 l","quantity":1,"unitPrice":1200}]'::jsonb,
      now() - (t.work_orders - g) * interval '90 minutes'
    from bench_tenants as t cross join lateral generate_series(1, t.work_orders) as g
    join lateral (select id, customer_number from customers where organisation_id = t.id and customer_number = 'K-' || (1 + g % greatest(20, t.work_orders / 5))) as c on true
    left join lateral (select id from machines where organisation_id = t.id and customer_id = c.id limit 1) as m on true`,
  ],
  [
    'invoices',
    `insert into invoices (organisation_id, invoice_number, customer_name, customer_email, customer_address, customer_id, work_order_id, invoice_date, due_date, status,
      net_ore, vat_ore, total_ore, rounding_ore, amount_to_pay_ore, paid_at, has_been_paid, ocr_serial, created_at)
    select w.organisation_id, 'F-' || w.n, 'Kund ' || w.customer_number, 'kund@example.se', 'Storgatan 1, 972 31 Luleå', w.customer_id, w.id,
      w.execution_date, w.execution_date + 30, case when w.n % 8 = 0 then 'pending' else 'paid' end,
      100000, 25000, 125000, 0, 125000, case when w.n % 8 = 0 then null else w.execution_date + 20 end, w.n % 8 <> 0, 1000 + w.n, w.created_at + interval '1 day'
    from (select w.*, row_number() over (partition by organisation_id order by created_at) as n from work_orders as w where status = 'Klar') as w`,
  ],
  [
    'invoice lines',
    `insert into invoice_lines (organisation_id, invoice_id, position, description, quantity_hundredths, unit_price_ore, amount_ore, unit)
    select i.organisation_id, i.id, p, case when p = 0 then 'Arbete' else 'Hydraulolja 20 l' end, 100, 50000, 50000, case when p = 0 then 'h' else 'st' end
    from invoices as i cross join generate_series(0, 1) as p`,
  ],
  [
    'payments',
    `insert into payments (organisation_id, invoice_id, amount_ore, payment_date, method, source)
    select organisation_id, id, amount_to_pay_ore, paid_at, 'bankgiro', 'manual' from invoices where paid_at is not null`,
  ],
  [
    'members',
    `insert into users (organisation_id, email, first_name, last_name, name, password_hash, role)
    select t.id, 'mekaniker' || k || '-' || t.n || '@bench.verkstan.se', 'Mekaniker', k::text, 'Mekaniker ' || k, $1, 'mechanic'
    from bench_tenants as t cross join lateral generate_series(1, case when t.work_orders >= 10000 then 9 when t.work_orders >= 1000 then 4 else 1 end) as k`,
  ],
  [
    'rates',
    `insert into rates (organisation_id, name, unit, price_ore, is_default) select id, 'Verkstadstimme', 'h', 85000, true from bench_tenants`,
  ],
  [
    'time entries',
    `insert into time_entries (organisation_id, user_id, work_order_id, rate_id, entry_date, hours_hundredths, billable, invoice_id)
    select w.organisation_id, u.id, w.id, r.id, coalesce(w.execution_date, current_date), 25 * (1 + (hashtext(w.id::text || k) & 15)), true, i.id
    from work_orders as w cross join generate_series(1, 2) as k
    join lateral (select id from users where organisation_id = w.organisation_id order by id limit 1) as u on true
    join rates as r on r.organisation_id = w.organisation_id
    left join invoices as i on i.organisation_id = w.organisation_id and i.work_order_id = w.id`,
  ],
  [
    'parts',
    `insert into parts (organisation_id, part_number, name, unit, purchase_price_ore, sale_price_ore, supplier, location, reorder_point_hundredths, search_text)
    select t.id, 'P' || lpad(i::text, 6, '0'), x.name, 'st', (80 + i % 700) * 100, (100 + i % 900) * 100, x.supplier, x.shelf, case when i % 3 = 0 then 500 end,
      lower('p' || lpad(i::text, 6, '0') || ' ' || x.name || ' ' || x.supplier || ' ' || x.shelf)
    from bench_tenants as t cross join lateral generate_series(1, greatest(30, t.work_orders / 3)) as i
    cross join lateral (select (array['Oljefilter', 'Luftfilter', 'Hydraulfilter', 'Bränslefilter', 'Slang', 'Packning'])[1 + i % 6] || ' ' || i as name,
      (array['Volvo CE', 'Caterpillar', 'Komatsu', 'Hitachi'])[1 + i % 4] as supplier, chr(65 + i % 8) || (1 + i % 20) as shelf) as x`,
  ],
  [
    'part movements',
    `insert into part_movements (organisation_id, part_id, type, quantity_hundredths, unit_cost_ore, on_hand_after_hundredths, created_at)
    select organisation_id, id, case when k = 1 then 'receipt' else 'adjustment' end, q, case when k = 1 then purchase_price_ore end,
      sum(q) over (partition by id order by k), now() - (4 - k) * interval '30 days'
    from (select p.organisation_id, p.id, p.purchase_price_ore, k, case when k = 1 then 1000 else -200 end as q
          from parts as p cross join generate_series(1, 4) as k) as m
    order by id, k`,
  ],
  ['stock on hand', `update parts set on_hand_hundredths = 400, average_cost_ore = purchase_price_ore`],
  [
    'counters',
    `insert into list_counts (organisation_id, list, status, count)
    select organisation_id, 'work_orders', status, count(*) from work_orders group by organisation_id, status
    union all select organisation_id, 'invoices', status, count(*) from invoices group by organisation_id, status
    union all select organisation_id, 'parts', 'all', count(*) from parts group by organisation_id`,
  ],
  [
    'number series',
    `insert into number_series (organisation_id, series, last) select organisation_id, 'ocr', max(ocr_serial) from invoices group by organisation_id`,
  ],
];

/** Seeds `count` workshops into an empty, migrated PostgreSQL database; answers each with a session. */
export async function seedTenants(databaseUrl: string, count: number, log: (line: string) => void): Promise<Tenant[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(TENANTS_SQL(count));
    const passwordHash = await hashPassword('bench-lösenord');
    for (const [name, statement] of STEPS) {
      const started = Date.now();
      const result = await client.query(statement, statement.includes('$1') ? [passwordHash] : []);
      log(`${name}: ${result.rowCount} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    // An owner per workshop, logged in.
    const tenants = (
      await client.query<{ id: string; n: number; work_orders: number }>(
        'select id, n, work_orders from bench_tenants order by n',
      )
    ).rows;
    const owners = tenants.map((tenant) => ({ ...tenant, token: createSessionToken() }));
    await client.query(
      `with o as (select * from json_to_recordset($1::json) as o(id uuid, n int, "tokenHash" text)),
            u as (insert into users (organisation_id, email, first_name, last_name, name, password_hash)
                  select id, 'agare' || n || '@bench.verkstan.se', 'Ägare', n::text, 'Ägare ' || n, $2 from o returning id, organisation_id)
       insert into sessions (token_hash, user_id, expires_at) select o."tokenHash", u.id, now() + interval '30 days' from u join o on o.id = u.organisation_id`,
      [
        JSON.stringify(owners.map((owner) => ({ id: owner.id, n: owner.n, tokenHash: hashToken(owner.token) }))),
        passwordHash,
      ],
    );
    const keeping = Date.now();
    // Planned on the seeded tables' statistics, not on empty ones': 0,80 ms a job without, 0,29 ms with.
    await client.query('analyze');
    const database = await openDatabase({ databaseUrl });
    try {
      await keepSeededState(database.db);
    } finally {
      await database.close();
    }
    log(`kept job amounts and reading steps in ${((Date.now() - keeping) / 1000).toFixed(1)} s`);
    const started = Date.now();
    await client.query('vacuum analyze');
    log(`vacuum analyze in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Records to open: a few work orders and invoices of each workshop, spread over its history.
    const records = await client.query<{
      organisation_id: string;
      work_orders: string[];
      invoices: string[];
    }>(`
      select t.id as organisation_id,
        array(select id::text from work_orders where organisation_id = t.id order by created_at desc offset 0 limit 5) as work_orders,
        array(select id::text from invoices where organisation_id = t.id order by created_at desc limit 5) as invoices
      from bench_tenants as t`);
    const byId = new Map(records.rows.map((row) => [row.organisation_id, row]));
    return owners.map((owner) => ({
      id: owner.id,
      token: owner.token,
      workOrders: owner.work_orders,
      workOrderIds: byId.get(owner.id)!.work_orders,
      invoiceIds: byId.get(owner.id)!.invoices,
      customerNumber: 'K-1',
    }));
  } finally {
    await client.end();
  }
}
