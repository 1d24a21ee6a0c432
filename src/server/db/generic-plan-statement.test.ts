import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, openTestDatabase } from '../test/database';
import type { DatabaseHandle } from './client';
import { genericPlanStatement } from './generic-plan-statement';
import { rowsOf } from './rows';

describe.each(drivers)('a statement run with its generic plan on %s', (driver) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.close());

  // Its own plans, as the session that runs it counts them (pg_prepared_statements, PostgreSQL 14 and later).
  const probe = genericPlanStatement<{ answer: number; custom: number | null; generic: number | null }>(
    'probe_generic_plans',
    sql`select ${sql.placeholder('value')}::int * 2 as answer,
          (select custom_plans from pg_prepared_statements where name = 'probe_generic_plans')::int as custom,
          (select generic_plans from pg_prepared_statements where name = 'probe_generic_plans')::int as generic`,
  );

  it('answers with the values it is given, call after call', async () => {
    for (const value of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const [row] = await probe(database.db, { value });
      expect(row!.answer).toBe(value * 2);
      // A server plans it once per connection, without the values; PGlite prepares nothing by name.
      if (driver === 'postgres') expect(row).toMatchObject({ custom: 0, generic: expect.any(Number) });
    }
  });

  it('leaves every other statement planned as PostgreSQL chooses', async () => {
    const [row] = await rowsOf<{ mode: string }>(database.db, sql`select current_setting('plan_cache_mode') as mode`);
    expect(row!.mode).toBe('auto');
  });
});
