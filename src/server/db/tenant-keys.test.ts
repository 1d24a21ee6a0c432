import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, openTestDatabase } from '../test/database';
import { REFERENCE_TABLES, schemaTables } from '../test/schema-tables';
import type { DatabaseHandle } from './client';
import { rowsOf } from './rows';

interface Key {
  table: string;
  name: string;
  columns: string[];
}

interface ForeignKey extends Key {
  referenced: string;
  referencedColumns: string[];
  action: string;
  setNullColumns: string[] | null;
}

describe.each(drivers)('the tenant key in the schema on %s', (driver) => {
  let database: DatabaseHandle;
  let tables: string[];
  let uniqueKeys: Key[];
  let foreignKeys: ForeignKey[];
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    tables = (
      await rowsOf<{ name: string }>(
        database.db,
        sql`select c.relname as name from pg_class as c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`,
      )
    ).map((row) => row.name);
    // Primary keys, unique constraints and unique indexes, partial ones included: each is enforced per shard.
    uniqueKeys = await rowsOf<Key>(
      database.db,
      sql`select t.relname as "table", i.relname as name,
            array(select a.attname::text from unnest(x.indkey) with ordinality as k(attnum, n)
                  join pg_attribute as a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.n) as columns
          from pg_index as x join pg_class as i on i.oid = x.indexrelid join pg_class as t on t.oid = x.indrelid
          where t.relnamespace = 'public'::regnamespace and x.indisunique`,
    );
    foreignKeys = await rowsOf<ForeignKey>(
      database.db,
      sql`select c.conrelid::regclass::text as "table", c.conname as name, c.confrelid::regclass::text as referenced,
            array(select a.attname::text from unnest(c.conkey) with ordinality as k(attnum, n)
                  join pg_attribute as a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n) as columns,
            array(select a.attname::text from unnest(c.confkey) with ordinality as k(attnum, n)
                  join pg_attribute as a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.n) as "referencedColumns",
            c.confdeltype as action,
            case when c.confdelsetcols is null then null else array(select a.attname::text from unnest(c.confdelsetcols) as k(attnum)
                  join pg_attribute as a on a.attrelid = c.conrelid and a.attnum = k.attnum) end as "setNullColumns"
          from pg_constraint as c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
  });
  afterAll(async () => database.close());

  it('reads the tables the schema declares, and no other', () => {
    // A table declared in a feature's tables.ts without its migration, or made by a migration that no
    // tables.ts declares, would escape the checks below (docs/decisions/043-tables-by-owner.md).
    expect(tables).toEqual(
      schemaTables()
        .map((table) => table.name)
        .sort(),
    );
  });

  const distributed = () => tables.filter((table) => !REFERENCE_TABLES.includes(table));

  it('gives every workshop table an organisation_id that is never null', async () => {
    const columns = await rowsOf<{ table: string; nullable: string }>(
      database.db,
      sql`select table_name as "table", is_nullable as nullable from information_schema.columns
          where table_schema = 'public' and column_name = 'organisation_id'`,
    );
    const keyed = new Map(columns.map((column) => [column.table, column.nullable]));
    expect(distributed().length).toBeGreaterThan(25);
    for (const table of distributed()) expect({ table, nullable: keyed.get(table) }).toEqual({ table, nullable: 'NO' });
    for (const table of REFERENCE_TABLES) expect(tables).toContain(table);
  });

  it('puts the tenant key in every primary key and unique index of a workshop table', () => {
    const ofWorkshops = uniqueKeys.filter((key) => !REFERENCE_TABLES.includes(key.table));
    expect(ofWorkshops.length).toBeGreaterThan(35);
    for (const key of ofWorkshops)
      expect({ index: key.name, hasTenantKey: key.columns.includes('organisation_id') }).toEqual({
        index: key.name,
        hasTenantKey: true,
      });
  });

  it('pairs the tenant keys of every foreign key between two workshop tables', () => {
    const between = foreignKeys.filter(
      (key) => !REFERENCE_TABLES.includes(key.table) && !REFERENCE_TABLES.includes(key.referenced),
    );
    expect(between.length).toBeGreaterThan(25);
    for (const key of between) {
      const position = key.columns.indexOf('organisation_id');
      expect({
        key: key.name,
        paired: position >= 0 && key.referencedColumns[position] === 'organisation_id',
      }).toEqual({ key: key.name, paired: true });
    }
  });

  it('never empties the tenant key when a referenced row goes', () => {
    const settingNull = foreignKeys.filter((key) => key.action === 'n' && key.columns.includes('organisation_id'));
    expect(settingNull.map((key) => key.name).sort()).toEqual([
      'bank_payments_payment_id_payments_id_fk',
      'part_movements_work_order_id_work_orders_id_fk',
      'time_entries_invoice_id_invoices_id_fk',
    ]);
    for (const key of settingNull) expect(key.setNullColumns).not.toContain('organisation_id');
    for (const key of settingNull) expect(key.setNullColumns).toHaveLength(1);
  });

  it('has no foreign key from a table every node keeps to a workshop table', () => {
    const fromReference = foreignKeys.filter(
      (key) => REFERENCE_TABLES.includes(key.table) && !REFERENCE_TABLES.includes(key.referenced),
    );
    expect(fromReference).toEqual([]);
  });
});
