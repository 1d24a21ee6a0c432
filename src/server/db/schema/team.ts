import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey } from './columns';
import { organisationId, users } from './accounts';
import { workOrders } from './work';

// The team around the work: invitations, password resets, mail waiting to go out, who did what, who is on which job.

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

/** A password reset link; hashed, single use, one hour (docs/team.md decision 3). */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/**
 * Every mail, written in the transaction of what caused it and delivered afterwards by the sender
 * (mail/sender.ts): a mail is never lost with a crash, and a failed delivery is tried again later.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Where answers go (the workshop's address for an invoice); null: MAIL_FROM. */
    replyTo: text('reply_to'),
    /** One attached file (an invoice's PDF), base64, so that a retry sends exactly what was queued. */
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentBase64: text('attachment_base64'),
    /** queued, sent or failed (given up after the last attempt). */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may try next: now for a new mail, later after each failure (back-off). */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('mail_outbox', table),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
    check('mail_outbox_status_check', sql`${table.status} in ('queued', 'sent', 'failed')`),
  ],
);

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

/** Who is on a work order (docs/team.md decision 6). */
export const workOrderAssignees = pgTable(
  'work_order_assignees',
  {
    organisationId: organisationId(),
    workOrderId: uuid('work_order_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({
      name: 'work_order_assignees_pkey',
      columns: [table.workOrderId, table.userId, table.organisationId],
    }),
    foreignKey({
      name: 'work_order_assignees_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('cascade'),
    index('work_order_assignees_user_idx').on(table.userId),
  ],
);
