import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../schema';

/**
 * The tables a distributed PostgreSQL (Citus) would keep whole on every node (reference tables): the
 * workshops themselves, the people who log in (an e-mail is unique across workshops) and what is
 * looked up before anyone knows the workshop. Every other table is a workshop's own, distributed by
 * organisation_id (docs/decisions/028, docs/deploy.md).
 */
export const REFERENCE_TABLES = ['organisations', 'users', 'sessions', 'password_resets', 'rate_limits'];

/** Every table the gathered schema declares (schema.ts re-exports each feature's tables.ts), as drizzle sees it. */
export const schemaTables = () =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table));
