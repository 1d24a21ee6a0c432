import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, drivers } from '../test/database';
import { openDatabase, type DatabaseOptions } from './client';
import { rowsOf } from './rows';

/** The committed migrations up to 0029: the schema a workshop's database had before the tenant keys. */
function migrationsBeforeTenantKeys(): string {
  const folder = mkdtempSync(join(tmpdir(), 'verkstan-migrations-'));
  cpSync(fileURLToPath(new URL('./migrations', import.meta.url)), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx < 30);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function placeFor(driver: (typeof drivers)[number]): Promise<DatabaseOptions> {
  if (driver === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'verkstan-tenant-keys-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return { dataDir };
  }
  const throwaway = await createThrowawayDatabase();
  cleanups.push(() => throwaway.drop());
  return { databaseUrl: throwaway.url, poolSize: 2, onConnectionLost: () => undefined };
}

// Migration 0030 on a database with records: the four tables that had no tenant key get their parent's.
describe.each(drivers)('migration 0030 on %s', (driver) => {
  it('gives invoice lines and a work order’s services, parts and people their workshop, and keeps every row', async () => {
    const place = await placeFor(driver);
    const folder = migrationsBeforeTenantKeys();
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const before = await openDatabase({ ...place, migrationsFolder: folder });
    await before.migrate();
    const ids = (
      await rowsOf<{ organisation: string }>(
        before.db,
        sql`with o as (insert into organisations (name) values ('Före 0030') returning id),
          u as (insert into users (organisation_id, email, first_name, last_name, name, password_hash)
                select id, 'fore-0030@verkstan.se', 'Ada', 'Berg', 'Ada Berg', 'x' from o returning id, organisation_id),
          c as (insert into customers (organisation_id, customer_number, name, sort_key, search_text) select id, 'K-1', 'Kund', 'kund', 'kund' from o returning id, organisation_id),
          m as (insert into machines (organisation_id, customer_id, category, make, meter_unit, search_text) select organisation_id, id, 'Grävmaskin', 'Volvo', 'h', 'volvo' from c returning id, organisation_id),
          s as (insert into service_intervals (organisation_id, machine_id, name, every_meter, added_on) select organisation_id, id, 'Service 500 h', 500, '2026-01-01' from m returning id, organisation_id),
          p as (insert into parts (organisation_id, part_number, name, search_text) select id, 'P-1', 'Filter', 'p-1 filter' from o returning id, organisation_id),
          w as (insert into work_orders (organisation_id, work_order_number, title, customer_number, vehicle_category, work_category, status)
                select id, 'AO-1', 'Service', 'K-1', 'Grävmaskin', 'Service', 'Klar' from o returning id, organisation_id),
          i as (insert into invoices (organisation_id, invoice_number, customer_name, customer_email, work_order_id, invoice_date, due_date, status,
                  net_ore, vat_ore, total_ore, rounding_ore, amount_to_pay_ore, ocr_serial)
                select organisation_id, 'F-1', 'Kund', 'kund@example.se', id, '2026-01-01', '2026-01-31', 'pending', 100, 25, 125, 0, 125, 1001 from w returning id),
          l as (insert into invoice_lines (invoice_id, position, description, quantity_hundredths, unit_price_ore, amount_ore)
                select id, k, 'Rad', 100, 50, 50 from i cross join generate_series(0, 1) as k returning 1),
          ws as (insert into work_order_services (work_order_id, service_interval_id) select w.id, s.id from w, s returning 1),
          wp as (insert into work_order_parts (work_order_id, part_id, quantity_hundredths) select w.id, p.id, 100 from w, p returning 1),
          wa as (insert into work_order_assignees (work_order_id, user_id) select w.id, u.id from w, u returning 1)
        select (select id from o) as organisation, (select count(*) from l) + (select count(*) from ws) + (select count(*) from wp) + (select count(*) from wa) as written`,
      )
    )[0]!;
    await before.close();

    const after = await openDatabase(place);
    await after.migrate();
    for (const table of ['invoice_lines', 'work_order_services', 'work_order_parts', 'work_order_assignees']) {
      const [row] = await rowsOf<{ rows: number; workshop: string | null }>(
        after.db,
        sql`select count(*)::int as rows, min(organisation_id::text) as workshop from ${sql.identifier(table)}`,
      );
      expect({ table, ...row }).toEqual({
        table,
        rows: table === 'invoice_lines' ? 2 : 1,
        workshop: ids.organisation,
      });
    }
    // The composite keys hold: a line naming another workshop's invoice is refused.
    const other = (
      await rowsOf<{ id: string }>(after.db, sql`insert into organisations (name) values ('Annan') returning id`)
    )[0]!.id;
    await expect(
      after.db
        .execute(sql`insert into invoice_lines (organisation_id, invoice_id, position, description, quantity_hundredths, unit_price_ore, amount_ore)
        select ${other}, id, 5, 'Fel verkstad', 100, 50, 50 from invoices`),
    ).rejects.toThrow();
    await after.close();
  });
});
