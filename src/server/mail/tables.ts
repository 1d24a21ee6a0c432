import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey, organisationId } from '../db/schema/columns';

// The outbox: every mail and SMS waits here until the sender delivers it.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Every mail, written in the transaction of what caused it and delivered afterwards by the sender
 * (mail/sender.ts): a mail is never lost with a crash, and a failed delivery is tried again later.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    /** email, or sms (issue 46): an SMS is one row as a mail is, its recipient in E.164 and its words in `text`. */
    channel: text('channel').notNull().default('email'),
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
    check('mail_outbox_channel_check', sql`${table.channel} in ('email', 'sms')`),
  ],
);
