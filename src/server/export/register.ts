import { sql, type SQL } from 'drizzle-orm';

/**
 * The registers of DATA.md decision 4, each one CSV file and one array of the JSON file: read a page at
 * a time by (created_at, id), so that memory stays flat however many rows there are. Field names are
 * the API's; a field ending in Ore is money in öre (kronor in the JSON, "1 234,50" in the CSV), in
 * Hundredths or Tenths a quantity of that precision.
 */
export interface Column {
  header: string;
  field: string;
  /** A checkbox as the imports read it. */
  kind?: 'yes-no';
  /** A stored word (a status, a role) in the Swedish the screens use. */
  labels?: Readonly<Record<string, string>>;
}

export interface Register {
  /** The CSV's name in the ZIP. */
  file: string;
  /** The JSON's key; null for rows the JSON holds inside another register's (a work order's materials). */
  key: string | null;
  columns: Column[];
  /** A page after `after` ({at, id} of the last row of the page before), ordered by created_at then id. */
  page(organisationId: string, after: Cursor | null, limit: number): SQL;
  /** The CSV rows of one row of the page (a work order's materials), when they are not the row itself. */
  expand?: (row: Row) => Row[];
}

export type Row = Record<string, unknown>;

export interface Cursor {
  at: string;
  id: string;
}

export const after = (alias: string, cursor: Cursor | null) =>
  cursor
    ? sql`and (${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
export const pageOf = (alias: string, limit: number) =>
  sql`order by ${sql.raw(alias)}.created_at, ${sql.raw(alias)}.id limit ${limit}`;
/** Every page query answers the cursor with full precision (microseconds) as text. */
export const cursorColumns = (alias: string) =>
  sql.raw(`${alias}.created_at::text as "cursorAt", ${alias}.id::text as "cursorId"`);

/** A JSON array kept in a row (a work order's materials), or none. */
export function listOf(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
}
