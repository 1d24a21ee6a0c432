import { type AnyPgColumn, primaryKey, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/**
 * The primary key of a workshop's table: its id with the tenant key, as a distributed PostgreSQL
 * (Citus) needs it; id first, so that a lookup by id alone still reads the index (docs/decisions/028).
 */
export const tenantPrimaryKey = (tableName: string, table: { id: AnyPgColumn; organisationId: AnyPgColumn }) =>
  primaryKey({ name: `${tableName}_pkey`, columns: [table.id, table.organisationId] });
