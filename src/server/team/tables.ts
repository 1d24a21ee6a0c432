import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey, organisationId } from '../db/schema/columns';
import { users } from '../auth/tables';

// Invitations to join a workshop (docs/team.md).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** An invitation to join a workshop; only the SHA-256 of its token is kept, so the table opens nothing. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    /** Set when accepted or revoked: the link works once. */
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('invitations', table),
    // Token first: a link is looked up by its token alone.
    uniqueIndex('invitations_token_hash_unique').on(table.tokenHash, table.organisationId),
    index('invitations_organisation_idx').on(table.organisationId, table.createdAt),
    index('invitations_email_idx').on(table.email),
    check('invitations_role_check', sql`${table.role} in ('owner', 'office', 'mechanic')`),
  ],
);
