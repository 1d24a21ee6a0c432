import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { rowsOf } from './rows';

/**
 * Inserts many rows as one statement with one parameter: the rows as JSON, turned into the table's
 * records by PostgreSQL (`jsonb_populate_recordset`). Thousands of rows cost one parse and one round
 * trip instead of a statement per few hundred (an import on the embedded database held every other
 * request meanwhile). Columns the rows leave out take their defaults. A row whose `conflictColumns`
 * are taken is skipped; the answer is the `returning` column of the rows inserted.
 */
export async function insertJsonRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: ReadonlyArray<InferInsertModel<T>>,
  {
    conflictColumns,
    returning,
  }: {
    conflictColumns?: ReadonlyArray<keyof T['_']['columns'] & string>;
    returning: keyof T['_']['columns'] & string;
  },
): Promise<string[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const given = Object.keys(columns).filter((key) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const name = (key: string) => sql.identifier(columns[key]!.name);
  const list = sql.join(given.map(name), sql`, `);
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(given.map((key) => [columns[key]!.name, (row as Record<string, unknown>)[key] ?? null])),
    ),
  );
  const inserted = await rowsOf<{ value: string }>(
    db,
    sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${sql.identifier(getTableName(table))}, ${json}::jsonb)
        ${conflictColumns ? sql`on conflict (${sql.join(conflictColumns.map(name), sql`, `)}) do nothing` : sql``} returning ${name(returning)}::text as value`,
  );
  return inserted.map((row) => row.value);
}

/** Updates many rows by `id` in one statement, each to the values given (all rows give the same columns). */
export async function updateJsonRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: ReadonlyArray<Partial<InferInsertModel<T>> & { id: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const given = Object.keys(rows[0]!).filter((key) => key !== 'id' && columns[key] !== undefined);
  const name = (key: string) => sql.identifier(columns[key]!.name);
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        ['id', ...given].map((key) => [columns[key]!.name, (row as Record<string, unknown>)[key] ?? null]),
      ),
    ),
  );
  await db.execute(
    sql`update ${table} as t set (${sql.join(given.map(name), sql`, `)}) = row(${sql.join(
      given.map((key) => sql`r.${name(key)}`),
      sql`, `,
    )}) from jsonb_populate_recordset(null::${sql.identifier(getTableName(table))}, ${json}::jsonb) as r where t.id = r.id`,
  );
}
