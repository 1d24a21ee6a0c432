import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/rows';
import { drivers, openTestDatabase } from '../test/database';
import { materialRowsSql, materialsOf, materialValuesSql, valueOre } from './materials-value';

// What forms send, what older clients stored, and what is not a number at all.
const quantities: unknown[] = [
  undefined,
  null,
  '',
  '  ',
  '\u00a0',
  '\u2003',
  1,
  2,
  0,
  2.5,
  '2,5',
  '2.5',
  ' 3 ',
  '1 000',
  '1\u00a0000,5',
  '1\u202f000',
  '0,29',
  0.29,
  0.07,
  3.3,
  1.005,
  '1.005',
  -1,
  '-1',
  1_000_000,
  1_000_001,
  '1e2',
  1e2,
  true,
  {},
  [],
  'abc',
  '1,2,3',
  '１',
  '\u20033\u2003',
  '3\ufeff',
  123456789012345,
  0.1,
];
const prices: unknown[] = [
  undefined,
  null,
  '',
  0,
  0.5,
  100,
  '1 000,00',
  1173.75,
  '1173,75',
  0.29,
  '0,07',
  10_000_000,
  10_000_000.01,
  -5,
  '12,5',
  99.99,
  'x',
  false,
  1e21,
  '7\u00a0',
  33.33,
];

function cases(): unknown[] {
  const found: unknown[] = [];
  for (const quantity of quantities)
    for (const unitPrice of prices)
      found.push([
        {
          name: 'Olja',
          ...(quantity === undefined ? {} : { quantity }),
          ...(unitPrice === undefined ? {} : { unitPrice }),
        },
      ]);
  found.push(
    [],
    {},
    null,
    'text',
    5,
    [null, 'text', 5, [1, 2], { quantity: 2, unitPrice: 10 }],
    [
      { partId: 'abc', quantity: '1,5', unitPrice: '1 173,75' },
      { name: 'Slang', quantity: 3, unitPrice: 0.33 },
      { name: 'Fett' },
    ],
    [
      { partId: 'A1B2C3D4-0000-4000-8000-00000000000F', quantity: 2 },
      { partId: '' },
      { partId: 5 },
      { partId: null },
      { partId: ['x'] },
    ],
    Array.from({ length: 200 }, (_, index) => ({
      name: `Del ${index}`,
      quantity: (index % 7) + 0.25,
      unitPrice: index * 3.37,
    })),
  );
  return found;
}

describe.each(drivers)('the materials value in SQL on %s', (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('is what the TypeScript rule gives for every value a form or an older client may have stored', async () => {
    const all = cases();
    const rows = await rowsOf<{ value: number | string }>(
      handle.db,
      sql`with jobs as (select c.position as id, c.materials from jsonb_array_elements(${JSON.stringify(all)}::jsonb) with ordinality as c(materials, position))
        select coalesce((select sum(v.ore) from (${materialValuesSql(sql`jobs`)}) as v where v.work_order_id = jobs.id), 0) as value
        from jobs order by jobs.id`,
    );
    const expected = all.map((materials) => valueOre(materialsOf(materials)));
    expect(rows.map((row) => Number(row.value))).toEqual(expected);
    // The rule is not trivially zero: the corpus prices most of its cases.
    expect(expected.filter((value) => value > 0).length).toBeGreaterThan(250);
    // Material by material, as Fakturakontroll's below-cost finding reads them: part, quantity and price.
    const materials = await rowsOf<{
      job: number;
      partId: string | null;
      quantity: number;
      priceOre: number;
    }>(
      handle.db,
      sql`with jobs as (select c.position as id, c.materials from jsonb_array_elements(${JSON.stringify(all)}::jsonb) with ordinality as c(materials, position))
        select r.work_order_id as job, r.part_id as "partId", r.quantity, r.price_ore as "priceOre" from (${materialRowsSql(sql`jobs`)}) as r
        order by r.work_order_id, r.position`,
    );
    expect(materials.map((row) => [Number(row.job), row.partId, Number(row.quantity), Number(row.priceOre)])).toEqual(
      all.flatMap((job, index) =>
        materialsOf(job).map((material) => [index + 1, material.partId, material.quantity, material.priceOre]),
      ),
    );
    // 0,29 × 0,50 kr is 14,4999… öre in floating point, 14 as Math.round has it, and so in SQL.
    expect(valueOre(materialsOf([{ quantity: 0.29, unitPrice: 0.5 }]))).toBe(14);
  });
});
