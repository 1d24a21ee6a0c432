import { type AnyPgColumn, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/**
 * The workshops table as a foreign key sees it: its name and its key, nothing more. The table itself is
 * declared by its owner, `organisations/tables.ts`; this stand-in lets every table (this folder's
 * counters too) carry the tenant key without db/ importing a feature. It is not exported, so drizzle-kit
 * never sees it as a table; a different name or key here would show as a changed foreign key in
 * `npm run db:generate` (docs/decisions/043-tables-by-owner.md).
 */
const workshopKey = pgTable('organisations', { id: uuid('id').primaryKey() });

/** The workshop a row belongs to: every business table has it, and a deleted workshop takes its rows along. */
export const organisationId = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => workshopKey.id, { onDelete: 'cascade' });

/**
 * The primary key of a workshop's table: its id with the tenant key, as a distributed PostgreSQL
 * (Citus) needs it; id first, so that a lookup by id alone still reads the index (docs/decisions/028).
 */
export const tenantPrimaryKey = (tableName: string, table: { id: AnyPgColumn; organisationId: AnyPgColumn }) =>
  primaryKey({ name: `${tableName}_pkey`, columns: [table.id, table.organisationId] });

/**
 * A table of a feature above, as a foreign key from below sees it: its name and its tenant key, nothing
 * more, as the workshops table above. A meter reading or a part movement names the work order it came
 * from, and billed time its invoice, without the lower feature importing the upper one. Never export the
 * result: drizzle-kit would take it for a table. A different name or key shows as a changed foreign key
 * in `npm run db:generate`.
 */
export const tableAbove = (tableName: string) =>
  pgTable(tableName, { id: uuid('id').notNull(), organisationId: uuid('organisation_id').notNull() });
