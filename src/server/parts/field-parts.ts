import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneRow } from '../db/one-row';

/**
 * Every part of the workshop as the field pack lists it (FIELD.md decision 6: materials are added
 * offline from it), by part number, as one JSON array made by PostgreSQL: 5 000 parts are one
 * statement and one string, not 30 000 values the driver parses and Node serialises again
 * (the reason page-json.ts gives for the work order list). Must match fieldPartSchema and toPart.
 */
export async function fieldPartsJson(db: Database, organisationId: string): Promise<string> {
  const [row] = await db
    .select({
      json: sql<string>`(select coalesce('[' || string_agg('{"id":"' || p.id || '","partNumber":' || to_json(p.part_number)::text
          || ',"name":' || to_json(p.name)::text || ',"unit":' || to_json(p.unit)::text
          || ',"salePrice":' || (p.sale_price_ore::float8 / 100)::text
          || ',"onHand":' || (p.on_hand_hundredths::float8 / 100)::text || '}', ',' order by p.part_number collate "C") || ']', '[]')
        from parts as p where p.organisation_id = ${organisationId})`,
    })
    .from(oneRow);
  return row?.json ?? '[]';
}
