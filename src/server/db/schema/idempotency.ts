import { index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisationId } from './columns';

/**
 * The answers kept for `Idempotency-Key` (FIELD.md decision 8; http/idempotency.ts): one row per
 * workshop, member and key, inserted before the request runs (status null while it does), so that every
 * server on the database agrees on which request came first. Rows older than 24 hours are worth
 * nothing and are removed in batches.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organisationId: organisationId(),
    /** The member who sent it; no foreign key: a row lives a day, and the plumbing knows no members' table. */
    memberId: uuid('member_id').notNull(),
    key: text('key').notNull(),
    /** `POST /api/workorders`: the same key on another call is another request. */
    request: text('request').notNull(),
    /** SHA-256 of the body as sent (hex); the same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    /** Null while the first request runs. */
    status: smallint('status'),
    contentType: text('content_type'),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.memberId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
