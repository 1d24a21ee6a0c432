import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/tables';

/**
 * Which events message a workshop's customers, by e-mail and by SMS (QUOTES.md decision 8): one row per
 * workshop, written by PUT /company/messages; a workshop without one sends nothing (all off).
 */
export const customerMessageSettings = pgTable('customer_message_settings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  workOrderReadyEmail: boolean('work_order_ready_email').notNull().default(false),
  workOrderReadySms: boolean('work_order_ready_sms').notNull().default(false),
  bookingChangedEmail: boolean('booking_changed_email').notNull().default(false),
  bookingChangedSms: boolean('booking_changed_sms').notNull().default(false),
  invoiceSentEmail: boolean('invoice_sent_email').notNull().default(false),
  invoiceSentSms: boolean('invoice_sent_sms').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
