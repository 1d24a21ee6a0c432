import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows of a hand-written query, on either driver (both answer `{ rows }`); cast and name columns in the SQL. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
