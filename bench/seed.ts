import { swedishDate } from '../src/shared/dates';
import { freshenDueState } from '../src/server/service-plans/due-state';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { hashPassword } from '../src/server/auth/passwords';
import { createSessionToken, hashToken } from '../src/server/auth/tokens';
import { searchText, swedishSortKey } from '../src/shared/text-keys';
import { keepUnkeptAmounts, keepUnkeptOpenJobs, keepUnkeptSteps } from '../src/server/assistant/kept-state';

export interface SeededOrganisation {
  organisationId: string;
  token: string;
}

let passwordHash: string | undefined;

/** One workshop with `workOrders` work orders and as many invoices (two lines each), via set-based SQL. */
export async function seedOrganisation(
  db: Database,
  label: string,
  workOrders: number,
  invoices: number,
): Promise<SeededOrganisation> {
  passwordHash ??= await hashPassword('bench-lösenord');
  const organisation = await db.execute(
    sql`insert into organisations (name) values (${`Bench ${label}`}) returning id`,
  );
  const organisationId = (organisation as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
  const user = await db.execute(
    sql`insert into users (organisation_id, email, first_name, last_name, name, password_hash)
        values (${organisationId}, ${`bench-${label}@verkstan.se`}, 'Bench', ${label}, ${`Bench ${label}`}, ${passwordHash}) returning id`,
  );
  const userId = (user as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
  const token = createSessionToken();
  await db.execute(
    sql`insert into sessions (token_hash, user_id, expires_at) values (${hashToken(token)}, ${userId}, now() + interval '30 days')`,
  );

  await db.execute(sql`
    insert into work_orders (organisation_id, work_order_number, title, description, customer_number, vehicle_category, work_category, status, priority, execution_date, todo_list, materials, created_at)
    select ${organisationId}, 'AO-B-' || g, 'Service ' || g, 'Byte av olja och filter, kontroll av hydraulik ' || g, 'K-' || (g % 500),
      (array['Grävmaskin','Traktor','Lastbil','Hjullastare','Bandgrävare'])[1 + g % 5],
      (array['Service','Reparation','Underhåll','Besiktning','Felsökning'])[1 + g % 5],
      (array['Väntande','Pågående','Klar','pending','completed'])[1 + g % 5],
      (array['high','medium','low'])[1 + g % 3],
      current_date + (g % 60),
      '[{"text":"Kontrollera läckage","done":false}]'::jsonb,
      '[{"name":"Hydraulolja 20 l","quantity":1}]'::jsonb,
      now() - (g || ' seconds')::interval
    from generate_series(1, ${workOrders}) g`);
  await db.execute(sql`
    insert into invoices (organisation_id, invoice_number, customer_name, customer_email, customer_address, work_order_id, invoice_date, due_date, status,
      net_ore, vat_ore, total_ore, rounding_ore, amount_to_pay_ore, paid_at, has_been_paid, ocr_serial, created_at)
    select w.organisation_id, 'F-B-' || w.n, 'Kund ' || w.n, 'kund' || w.n || '@example.se', 'Storgatan 1, 972 31 Luleå', w.id, current_date, current_date + 30,
      (array['pending','paid','pending'])[1 + w.n % 3], 100000, 25000, 125000, 0, 125000,
      case when w.n % 3 = 1 then current_date else null end, w.n % 3 = 1, 1000 + w.n, w.created_at
    from (select id, organisation_id, created_at, row_number() over (order by created_at desc) as n from work_orders where organisation_id = ${organisationId}) w
    where w.n <= ${invoices}`);
  await db.execute(sql`
    insert into invoice_lines (organisation_id, invoice_id, position, description, quantity_hundredths, unit_price_ore, amount_ore)
    select i.organisation_id, i.id, p, case when p = 0 then 'Arbete' else 'Reservdelar' end, 100, 50000, 50000
    from invoices i cross join generate_series(0, 1) p where i.organisation_id = ${organisationId}`);
  // The OCR series goes on after the seeded serials (1000 + n), as if the API had handed them out.
  await db.execute(
    sql`insert into number_series (organisation_id, series, last) values (${organisationId}, 'ocr', ${1000 + invoices})`,
  );
  await db.execute(sql`
    insert into list_counts (organisation_id, list, status, count)
    select ${organisationId}::uuid, 'work_orders', status, count(*) from work_orders where organisation_id = ${organisationId} group by status
    union all
    select ${organisationId}::uuid, 'invoices', status, count(*) from invoices where organisation_id = ${organisationId} group by status`);
  await db.execute(sql`analyze`);
  return { organisationId, token };
}

/**
 * A workshop's registers: `customers` customers with Swedish names and `machines` machines spread over
 * them, each with a registration and a serial number; the derived sort key and search text as the
 * server writes them.
 */
export async function seedRegisters(
  db: Database,
  organisationId: string,
  customers: number,
  machines: number,
): Promise<void> {
  const names = [
    'Åkeri',
    'Ängby Schakt',
    'Östen Grus',
    'Bergs Maskin',
    'Lundgrens Entreprenad',
    'Norrlands Skog',
    'Väg & Mark',
  ];
  const customerRows = Array.from({ length: customers }, (_, index) => {
    const number = String(1001 + index);
    const name = `${names[index % names.length]} ${index} AB`;
    const city = ['Luleå', 'Umeå', 'Växjö', 'Eslöv', 'Kiruna'][index % 5]!;
    return { number, name, city, sortKey: swedishSortKey(name), searchText: searchText(number, name, city) };
  });
  // One parameter of JSON: an array in a template would become a row of thousands of parameters.
  await db.execute(sql`
    insert into customers (organisation_id, customer_number, name, city, sort_key, search_text)
    select ${organisationId}, c.number, c.name, c.city, c."sortKey", c."searchText"
    from json_to_recordset(${JSON.stringify(customerRows)}::json) as c(number text, name text, city text, "sortKey" text, "searchText" text)`);
  const letters = 'ABCDEFGHJKLMNOPRSTUWXYZ';
  const makes = ['Volvo', 'Caterpillar', 'Komatsu', 'Hitachi', 'John Deere', 'Scania'];
  const machineRows = Array.from({ length: machines }, (_, index) => {
    const registration = `${letters[index % 23]}${letters[Math.floor(index / 23) % 23]}${letters[Math.floor(index / 529) % 23]}${String(index % 100).padStart(2, '0')}${index % 10}`;
    const serial = `SN${String(100000 + index * 7)}X`;
    const make = makes[index % makes.length]!;
    return {
      registration,
      serial,
      make,
      customer: customerRows[index % customers]!.number,
      searchText: searchText(serial, registration, make, `EC${index % 400}`),
    };
  });
  await db.execute(sql`
    insert into machines (organisation_id, customer_id, category, make, model, serial_number, registration_number, meter_unit, search_text)
    select ${organisationId}, c.id, 'Grävmaskin', m.make, m.model, m.serial, m.registration, 'h', m."searchText"
    from json_to_recordset(${JSON.stringify(machineRows)}::json) as m(registration text, serial text, make text, model text, customer text, "searchText" text)
    join customers as c on c.organisation_id = ${organisationId} and c.customer_number = m.customer`);
  await seedServicePlans(db, organisationId);
}

/**
 * A large store: `count` parts by number, a third with a reorder point, each with `movementsEach`
 * movements (a receipt every fifth, draws between), on hand their sum, as the ledger writes it.
 */
export async function seedParts(
  db: Database,
  organisationId: string,
  count: number,
  movementsEach: number,
): Promise<void> {
  await db.execute(sql`
    insert into parts (organisation_id, part_number, name, unit, sale_price_ore, supplier, location, reorder_point_hundredths, search_text)
    select ${organisationId}, p.number, p.name, 'st', (100 + i % 900) * 100, p.supplier, p.shelf, case when i % 3 = 0 then 500 end,
      lower(p.number || ' ' || p.name || ' ' || p.supplier || ' ' || p.shelf)
    from generate_series(1, ${count}) as i
    cross join lateral (select 'P' || lpad(i::text, 6, '0') as number,
      (array['Oljefilter', 'Luftfilter', 'Hydraulfilter', 'Bränslefilter', 'Slang', 'Packning'])[1 + i % 6] || ' ' || i as name,
      (array['Volvo CE', 'Caterpillar', 'Komatsu', 'Hitachi'])[1 + i % 4] as supplier,
      chr(65 + i % 8) || (1 + i % 20) as shelf) as p`);
  await db.execute(sql`
    insert into part_movements (organisation_id, part_id, type, quantity_hundredths, on_hand_after_hundredths, created_at)
    select organisation_id, id, case when k % 5 = 1 then 'receipt' else 'adjustment' end, q,
      sum(q) over (partition by id order by k), now() - (${movementsEach} - k) * interval '1 day'
    from (select p.organisation_id, p.id, k, case when k % 5 = 1 then 1000 else -200 end as q
          from parts as p cross join generate_series(1, ${movementsEach}) as k where p.organisation_id = ${organisationId}) as m
    order by id, k`);
  await db.execute(
    sql`insert into list_counts (organisation_id, list, status, shard, count) values (${organisationId}, 'parts', 'all', 0, ${count})`,
  );
  await db.execute(sql`
    update parts as p set on_hand_hundredths = coalesce((select sum(m.quantity_hundredths) from part_movements as m where m.part_id = p.id), 0)
    where p.organisation_id = ${organisationId}`);
}

/**
 * Three intervals on every machine, last done on a day of the past 17 months at the meter of its first
 * reading, and four readings over the last 300 days at 1–8 h a day: a spread of OK, due soon and
 * overdue, with a forecast for each.
 */
async function seedServicePlans(db: Database, organisationId: string): Promise<void> {
  await db.execute(sql`
    insert into meter_readings (organisation_id, machine_id, reading_date, value_tenths, source)
    select m.organisation_id, m.id, current_date - (300 - k * 100), (m.base + k * m.rate * 100) * 10, 'manual'
    from (select id, organisation_id, abs(hashtext(id::text)) % 5000 as base, 1 + abs(hashtext(id::text)) % 8 as rate
          from machines where organisation_id = ${organisationId}) as m
    cross join generate_series(0, 3) as k`);
  await db.execute(sql`
    insert into service_intervals (organisation_id, machine_id, name, every_meter, every_months, given_done_date, given_done_meter_tenths, added_on)
    select m.organisation_id, m.id, p.name, p.every_meter, p.every_months,
      current_date - abs(hashtext(m.id::text || p.name)) % 520, (abs(hashtext(m.id::text)) % 5000) * 10, current_date
    from machines as m
    cross join (values ('Service 500 h', 500, 6), ('Service 2000 h', 2000, 12), ('Smörjning', 250, 3)) as p(name, every_meter, every_months)
    where m.organisation_id = ${organisationId}`);
  // Rows written by SQL have no kept status yet; the app writes it on the first read (docs/decisions/029), here before the clock starts.
  await freshenDueState(db, organisationId, swedishDate());
  // That write leaves every old row version behind; cleaned before the clock starts, not by autovacuum during it.
  await db.execute(sql`vacuum analyze service_intervals, machines`);
}

/**
 * Time and the staff ledger of a team of ten (issue 25): nine more members, a default rate,
 * `entries` time entries over the last 400 days on the workshop's work orders, a shift in the ledger
 * for each member and working day, and one work order with 200 unbilled entries for the invoice draft.
 */
export async function seedTime(
  db: Database,
  organisationId: string,
  entries: number,
): Promise<{ draftWorkOrderId: string }> {
  passwordHash ??= await hashPassword('bench-lösenord');
  await db.execute(sql`
    insert into users (organisation_id, email, first_name, last_name, name, password_hash, role, personal_number)
    select ${organisationId}, 'mekaniker' || g || '-' || ${organisationId} || '@verkstan.se', 'Mekaniker', g::text, 'Mekaniker ' || g, ${passwordHash}, 'mechanic', '19811218-9876'
    from generate_series(1, 9) g`);
  await db.execute(
    sql`insert into rates (organisation_id, name, unit, price_ore, is_default) values (${organisationId}, 'Verkstadstimme', 'h', 85000, true)`,
  );
  await db.execute(sql`
    insert into time_entries (organisation_id, user_id, work_order_id, rate_id, entry_date, hours_hundredths, billable)
    select ${organisationId}, u.ids[1 + (g / 400) % 10], w.ids[1 + g % array_length(w.ids, 1)], r.id, current_date - (g % 400), 25 * (1 + g % 16), g % 7 <> 0
    from generate_series(1, ${entries}) g
    cross join (select array_agg(id order by id) as ids from users where organisation_id = ${organisationId}) u
    cross join (select array_agg(id) as ids from (select id from work_orders where organisation_id = ${organisationId} limit 2000) x) w
    cross join (select id from rates where organisation_id = ${organisationId} and is_default) r`);
  const [draft] = (
    (await db.execute(sql`
      insert into work_orders (organisation_id, work_order_number, title, customer_number, vehicle_category, work_category, status, materials)
      values (${organisationId}, 'AO-UTKAST-1', 'Renovering av grävmaskin', 'K-1', 'Grävmaskin', 'Reparation', 'Klar', '[{"name":"Hydraulolja 20 l","quantity":4,"unitPrice":1200}]'::jsonb)
      returning id`)) as unknown as { rows: Array<{ id: string }> }
  ).rows;
  await db.execute(sql`
    insert into time_entries (organisation_id, user_id, work_order_id, rate_id, entry_date, hours_hundredths, billable, note)
    select ${organisationId}, u.id, ${draft!.id}, r.id, current_date - (g % 30), 25 * (1 + g % 8), true, 'Arbete ' || g
    from generate_series(1, 200) g
    cross join (select id from users where organisation_id = ${organisationId} order by id limit 1) u
    cross join (select id from rates where organisation_id = ${organisationId} and is_default) r`);
  // A shift for each member and weekday of the 400 days: 07:00–16:00 Swedish time.
  await db.execute(sql`
    insert into ledger_check_ins (id, organisation_id, user_id, name, personal_number, at, by_user_id)
    select gen_random_uuid(), ${organisationId}, u.id, u.name, u.personal_number, (d + time '07:00') at time zone 'Europe/Stockholm', u.id
    from users as u cross join generate_series(current_date - 400, current_date - 1, interval '1 day') as d
    where u.organisation_id = ${organisationId} and extract(isodow from d) < 6`);
  await db.execute(sql`
    insert into ledger_check_outs (check_in_id, organisation_id, at, by_user_id)
    select id, organisation_id, at + interval '9 hours', by_user_id from ledger_check_ins where organisation_id = ${organisationId}`);
  // As autovacuum leaves a table that has settled: the report's index-only scan needs the visibility map.
  await db.execute(sql`vacuum analyze time_entries`);
  await db.execute(sql`analyze`);
  return { draftWorkOrderId: draft!.id };
}

/**
 * A workshop of 100 000 invoices as a few years leave it (issue 26): dated over 1 000 days, due 30 days
 * later, 19 of 20 paid by one payment on their due date, the rest open and some of them late; its
 * bankgiro set, so that the bank's file can be read. Answers the open invoices' OCR numbers.
 */
export async function seedMoney(
  db: Database,
  label: string,
  invoices: number,
): Promise<SeededOrganisation & { openOcrs: string[] }> {
  const seeded = await seedOrganisation(db, label, invoices, invoices);
  const { organisationId } = seeded;
  await db.execute(sql`update organisations set bankgiro = '5050-1055' where id = ${organisationId}`);
  await db.execute(sql`
    update invoices set invoice_date = current_date - (ocr_serial % 1000)::int, due_date = current_date - (ocr_serial % 1000)::int + 30,
      status = case when ocr_serial % 20 = 0 then 'pending' else 'paid' end,
      paid_at = case when ocr_serial % 20 = 0 then null else current_date - (ocr_serial % 1000)::int + 30 end,
      has_been_paid = ocr_serial % 20 <> 0
    where organisation_id = ${organisationId}`);
  await db.execute(
    sql`update invoices set paid_at = null, status = 'pending', has_been_paid = false where organisation_id = ${organisationId} and paid_at > current_date`,
  );
  await db.execute(sql`
    insert into payments (organisation_id, invoice_id, amount_ore, payment_date, method, source)
    select organisation_id, id, amount_to_pay_ore, paid_at, 'bankgiro', 'manual' from invoices where organisation_id = ${organisationId} and status = 'paid'`);
  await db.execute(sql`delete from list_counts where organisation_id = ${organisationId} and list = 'invoices'`);
  await db.execute(sql`
    insert into list_counts (organisation_id, list, status, count)
    select ${organisationId}::uuid, 'invoices', status, count(*) from invoices where organisation_id = ${organisationId} group by status`);
  await db.execute(sql`analyze`);
  const open = (await db.execute(
    sql`select ocr from invoices where organisation_id = ${organisationId} and status = 'pending' order by ocr_serial`,
  )) as unknown as {
    rows: Array<{ ocr: string }>;
  };
  return { ...seeded, openOcrs: open.rows.map((row) => row.ocr) };
}

/**
 * The assistant's history (issue 28): every work order of the workshop on one of its machines, two
 * jobs per machine, so that a make and model has earlier finished jobs to suggest from. Answers a
 * work order on a machine whose make and model has such jobs.
 */
export async function seedJobHistory(db: Database, organisationId: string): Promise<{ workOrderId: string }> {
  await db.execute(sql`
    update work_orders as w set machine_id = m.id
      from (select id, row_number() over (order by created_at, id) as n, count(*) over () as total from machines where organisation_id = ${organisationId}) as m,
           (select id, row_number() over (order by created_at, id) as n from work_orders where organisation_id = ${organisationId}) as j
     where w.id = j.id and m.n = 1 + (j.n - 1) % m.total`);
  const found = await db.execute(sql`
    select w.id from work_orders as w where w.organisation_id = ${organisationId} and w.machine_id is not null and w.status = 'Väntande' limit 1`);
  await db.execute(sql`analyze work_orders`);
  return { workOrderId: (found as unknown as { rows: Array<{ id: string }> }).rows[0]!.id };
}

/**
 * The jobs' kept amounts, the readings' steps and the machines' open jobs (docs/decisions/031, 032) of every seeded workshop, as the app
 * keeps them: the seeds write by SQL, and Fakturakontroll's first read would otherwise keep them inside
 * the measurement.
 */
export async function keepSeededState(db: Database): Promise<void> {
  const workshops = (await db.execute(sql`select id from organisations order by id`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  for (const { id } of workshops.rows) {
    await keepUnkeptAmounts(db, id);
    await keepUnkeptSteps(db, id);
    await keepUnkeptOpenJobs(db, id);
  }
}
