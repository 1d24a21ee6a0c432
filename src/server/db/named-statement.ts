import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

/**
 * A hot SQL statement that Drizzle's builders cannot express (a data-modifying CTE), prepared by
 * name: on a PostgreSQL server each connection parses and plans it once instead of at every call
 * (measured: a third of the database's work for an insert). PGlite runs in this process, so it is
 * simply executed there. Results must not depend on driver type parsers: format dates in SQL.
 */
export function namedStatement<Row>(name: string, text: string) {
  return async (db: Database, values: unknown[]): Promise<Row[]> => {
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) return (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
    // A transaction's handle has no client of its own; the statement is one atomic statement anyway.
    if (!client) throw new Error(`${name}: run on the database handle, not in a transaction`);
    return (await (client as PGlite).query<Row>(text, values)).rows;
  };
}
