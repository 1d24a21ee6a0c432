import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { genericPlanPoolOf, type Database } from './client';

/**
 * A large read whose best plan does not depend on its parameters' values (a workshop, a day, a page),
 * prepared by name and run with its generic plan, which each PostgreSQL connection makes once. Left to
 * itself, PostgreSQL plans such a statement afresh at every call when the generic plan's estimate is
 * worse than the custom plans' (docs/decisions/032: 5 ms of planning for 2 ms of work). It runs on the
 * connections kept for such statements (db/client.ts), one round trip. PGlite runs in this process and
 * prepares no statement by name: there it is simply executed.
 */
export function genericPlanStatement<Row>(name: string, query: SQL) {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    const filled = fillPlaceholders(params, values);
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      const pool = genericPlanPoolOf(client) ?? client;
      return (await pool.query<Row & pg.QueryResultRow>({ name, text, values: filled })).rows;
    }
    if (!client) throw new Error(`${name}: run on the database handle, not in a transaction`);
    return (await (client as PGlite).query<Row>(text, filled)).rows;
  };
}
