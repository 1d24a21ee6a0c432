import { sql, type SQL } from 'drizzle-orm';
import { materialQuantity } from '../../shared/work-orders';
import { kronorOf } from '../../shared/validation';

// What a job's materials are worth as an invoice of it would bill them, once in TypeScript and once in
// SQL: Fakturakontroll's under-billed check weighs every invoiced job of the workshop, and reading
// 10 000 jobs' materials into Node to price them was most of its time (docs/performance/2026-11-27-session-18.md).
// The rule is the TypeScript (materialsOf, valueOre: what the app keeps on every write of a job); the SQL
// (materialRowsSql) is its copy for a statement that prices many jobs at once, and materials-value.test.ts
// holds the copy to the rule, on both databases, over the values a form can send (docs/decisions/043).

export interface MaterialValue {
  partId: string | null;
  quantity: number;
  priceOre: number;
}

/** A job's materials as sent and stored: quantity × unit price each; what does not read as a number counts as 0. */
export function materialsOf(materials: unknown): MaterialValue[] {
  if (!Array.isArray(materials)) return [];
  return materials.flatMap((material: unknown) => {
    if (material === null || typeof material !== 'object') return [];
    const { partId, quantity, unitPrice } = material as Record<string, unknown>;
    const count = materialQuantity(quantity) ?? 0;
    const price = kronorOf(unitPrice) ?? 0;
    return [
      {
        partId: typeof partId === 'string' && partId !== '' ? partId.toLowerCase() : null,
        quantity: count,
        priceOre: Math.round(price * 100),
      },
    ];
  });
}

export const valueOre = (materials: MaterialValue[]) =>
  materials.reduce((sum, material) => sum + Math.round(material.quantity * material.priceOre), 0);

/** What JavaScript's /\s/ and String.prototype.trim take as white space: decimalText removes these. */
const SPACES = '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';

/** decimalText's canonical text of a JSON value: a number's text, a string without spaces and with its first comma a point. */
const decimalText = (value: SQL) => sql`(case jsonb_typeof(${value})
    when 'number' then ${value} #>> '{}'
    -- Every comma, not only the first: a text with two is no decimal either way.
    when 'string' then replace(regexp_replace(${value} #>> '{}', ${SPACES}, '', 'g'), ',', '.')
  end)`;

/** hundredthsOf, for a text that decimalText accepts (at most 15 digits, two decimals); null otherwise. */
const hundredths = (text: string) =>
  sql.raw(`(case when ${text} ~ '^-?[0-9]{1,15}([.][0-9]{1,2})?$' then
    (case when left(${text}, 1) = '-' then -1 else 1 end)
    * (split_part(ltrim(${text}, '-'), '.', 1)::numeric * 100 + rpad(split_part(ltrim(${text}, '-'), '.', 2), 2, '0')::numeric)
  end)`);

/** Math.round of a float8 `x`, half up from floor (floor(x + 0.5) differs for 0.49999999999999994). */
export const roundedAsJavaScript = (x: SQL) =>
  sql`(floor(${x}) + case when ${x} - floor(${x}) >= 0.5 then 1 else 0 end)`;

/**
 * Each material of `workOrders`'s rows (alias, with `id` and `materials`) as materialsOf reads it:
 * (work_order_id, position, part_id, quantity, price_ore, ore), where part_id is the lower-cased text of
 * a non-empty string partId, quantity the float8 JavaScript holds and ore Math.round(quantity × price_ore).
 * Each value's text is made once, then read as hundredths: materialQuantity's (one piece when left out,
 * null or blank; 0 past its bounds) and kronorOf's (0 when it is not a price). Rounded as Math.round
 * rounds a double: the quantity divided by 100 and multiplied by the price in float8, as JavaScript
 * does, then half up. `offset 0` keeps each step a step: pulled up, the planner copied each text into
 * every place that reads it (measured: 250 ms for 10 000 jobs' materials against 37 ms). Fakturakontroll's
 * parts sold below cost (assistant/finding-kinds.ts) run it too, through work orders' service (docs/decisions/043).
 */
export function materialRowsSql(workOrders: SQL): SQL {
  return sql`select w.id as work_order_id, m.position, p.part_id, p.quantity, p.price_ore, ${roundedAsJavaScript(sql`p.quantity * p.price_ore`)} as ore
    from ${workOrders} as w
    cross join lateral jsonb_array_elements(case when jsonb_typeof(w.materials) = 'array' then w.materials else '[]'::jsonb end) with ordinality as m(material, position)
    cross join lateral (select m.material -> 'quantity' as quantity, m.material -> 'unitPrice' as price) as v
    cross join lateral (select ${decimalText(sql`v.quantity`)} as quantity_text, ${decimalText(sql`v.price`)} as price_text,
      v.quantity is null or jsonb_typeof(v.quantity) = 'null'
        or (jsonb_typeof(v.quantity) = 'string' and regexp_replace(v.quantity #>> '{}', ${SPACES}, '', 'g') = '') as one_piece offset 0) as t
    cross join lateral (select ${hundredths('t.quantity_text')} as quantity, ${hundredths('t.price_text')} as price offset 0) as h
    cross join lateral (select
      case when jsonb_typeof(m.material -> 'partId') = 'string' and m.material ->> 'partId' <> '' then lower(m.material ->> 'partId') end as part_id,
      (case when t.one_piece then 100 when h.quantity between 0 and 100000000 then h.quantity else 0 end)::float8 / 100 as quantity,
      (case when h.price between 0 and 1000000000 then h.price else 0 end)::float8 as price_ore) as p
    -- An array is an object to JavaScript's typeof: one piece at no price, as materialsOf reads it.
    where jsonb_typeof(m.material) in ('object', 'array')`;
}

/** Each priced material of `workOrders`'s rows as (work_order_id, ore): valueOre(materialsOf(materials)) is the sum per job. */
export function materialValuesSql(workOrders: SQL): SQL {
  return sql`select r.work_order_id, r.ore from (${materialRowsSql(workOrders)}) as r`;
}
