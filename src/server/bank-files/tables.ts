import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey, organisationId } from '../db/schema/columns';
import { users } from '../auth/tables';
import { payments } from '../invoices/tables';

// Incoming payments read from bank files (BgMax, camt.054).

/**
 * Every incoming payment read from a bank file, once: the bank's reference is unique per workshop, so
 * the same file (or two at once) books nothing twice. Booked when it has a payment; unmatched while it
 * has none and is not dismissed (a booked payment deleted makes it unmatched again).
 */
export const bankPayments = pgTable(
  'bank_payments',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    /** BgMax: 'bgmax:' date, BGC serial number, payer's bankgiro and öre (decision 022); camt.054: 'camt:' and the account servicer's reference. */
    bankReference: text('bank_reference').notNull(),
    format: text('format').notNull(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    isOcr: boolean('is_ocr').notNull().default(false),
    text: text('text'),
    payerName: text('payer_name'),
    paymentId: uuid('payment_id'),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('bank_payments', table),
    // Set null on the payment's column alone (migration 0030 says so in SQL): the tenant key stays.
    foreignKey({
      name: 'bank_payments_payment_id_payments_id_fk',
      columns: [table.organisationId, table.paymentId],
      foreignColumns: [payments.organisationId, payments.id],
    }).onDelete('set null'),
    uniqueIndex('bank_payments_reference_unique').on(table.organisationId, table.bankReference),
    index('bank_payments_unmatched_idx')
      .on(table.organisationId, table.paymentDate)
      .where(sql`${table.paymentId} is null and ${table.dismissedAt} is null`),
    index('bank_payments_payment_idx').on(table.paymentId),
    check('bank_payments_format_check', sql`${table.format} in ('camt.054', 'bgmax')`),
    check('bank_payments_amount_check', sql`${table.amountOre} > 0`),
  ],
);
