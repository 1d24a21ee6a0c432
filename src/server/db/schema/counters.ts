import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { organisationId } from './columns';

// The database's own bookkeeping, shared by every feature: list counters and number series (db/list-counts.ts, db/number-series.ts).

/**
 * Row counts per organisation, list and status, kept in the same transaction as the rows they count,
 * so that X-Total-Count costs one index lookup at any size instead of a count(*) over the list.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    organisationId: organisationId(),
    list: text('list').notNull(),
    status: text('status').notNull(),
    /**
     * Writes spread over a few rows per status: one hot row would make concurrent inserts in a
     * workshop wait for each other's commit. Readers sum the shards.
     */
    shard: smallint('shard').notNull().default(0),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.list, table.status, table.shard] })],
);

/**
 * The last number handed out per workshop and series ('invoice:202611', 'ocr'). Taken by an upsert
 * in the transaction that writes the row: concurrent writers queue on the one row, and a rolled back
 * write gives its number back, so the series has neither duplicates nor gaps.
 */
export const numberSeries = pgTable(
  'number_series',
  {
    organisationId: organisationId(),
    series: text('series').notNull(),
    last: bigint('last', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.series] })],
);
