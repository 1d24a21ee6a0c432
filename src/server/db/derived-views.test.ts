import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINISHED_STATUSES, WORK_ORDER_STATUSES } from '../../shared/work-orders';
import { drivers, openTestDatabase } from '../test/database';
import type { DatabaseHandle } from './client';
import { rowsOf } from './rows';

/** The quoted words of a view's definition that are statuses: the lists it was written with. */
function statusesIn(definition: string): string[] {
  const words = [...definition.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
  return words
    .filter((word) => (WORK_ORDER_STATUSES as readonly string[]).includes(word) || word === 'Avbruten')
    .sort();
}

// The views of migration 0012 say in SQL what shared/work-orders.ts says in TypeScript.
describe.each(drivers)('the derived views on %s', (driver) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => database.close());

  const definitionOf = async (view: string) =>
    (
      await rowsOf<{ definition: string }>(
        database.db,
        sql`select pg_get_viewdef(${view}::regclass, true) as definition`,
      )
    )[0]!.definition;

  it('reserve parts for exactly the work orders that are neither finished nor cancelled', async () => {
    expect(statusesIn(await definitionOf('part_reservations'))).toEqual([...FINISHED_STATUSES, 'Avbruten'].sort());
  });

  it('take an interval’s last service from exactly the finished work orders', async () => {
    expect(statusesIn(await definitionOf('interval_last_done'))).toEqual([...FINISHED_STATUSES].sort());
  });
});
