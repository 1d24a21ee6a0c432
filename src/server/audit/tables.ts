import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantPrimaryKey, organisationId } from '../db/schema/columns';

// The audit trail (docs/team.md): who did what, written in the change's transaction.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Who did what, when, and which fields changed; written in the change's transaction, never updated. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    at: at('at').notNull().defaultNow(),
    /** No foreign key: the trail outlives whoever it names, and keeps their name as it was. */
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Array<{ field: string; from: unknown; to: unknown }>>().notNull().default([]),
  },
  (table) => [
    tenantPrimaryKey('audit_events', table),
    index('audit_events_entity_idx').on(table.organisationId, table.entity, table.entityId, table.at),
  ],
);
