import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisationId } from '../db/schema/columns';

// What the assistant keeps: only the findings a person dismissed; the findings themselves are derived (ASSISTANT.md decision 2).

/** A dismissed finding of Fakturakontroll, by its stable key: it stays dismissed. */
export const findingDismissals = pgTable(
  'finding_dismissals',
  {
    organisationId: organisationId(),
    key: text('key').notNull(),
    /** No foreign key: the dismissal outlives whoever made it (the audit trail names them). */
    userId: uuid('user_id'),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.key] })],
);
