import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey } from './columns';
import { organisationId, users } from './accounts';
import { invoices } from './work';

// Getting paid (MONEY.md): the money that came in, as a ledger of payments per invoice.

/** A payment towards an invoice; the invoice's paid amount, balance and paid status are derived from these. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    invoiceId: uuid('invoice_id').notNull(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    /** manual, or bank-file (read from the bank's file). */
    source: text('source').notNull().default('manual'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('payments', table),
    foreignKey({
      name: 'payments_invoice_id_invoices_id_fk',
      columns: [table.organisationId, table.invoiceId],
      foreignColumns: [invoices.organisationId, invoices.id],
    }).onDelete('restrict'),
    // Pages of the workshop's export in the order they were written (docs/decisions/027).
    index('payments_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    index('payments_invoice_idx').on(table.invoiceId, table.paymentDate, table.createdAt),
    index('payments_organisation_date_idx').on(table.organisationId, table.paymentDate),
    check(
      'payments_method_check',
      sql`${table.method} in ('bankgiro', 'plusgiro', 'swish', 'card', 'cash', 'transfer')`,
    ),
    check('payments_source_check', sql`${table.source} in ('manual', 'bank-file')`),
    check('payments_amount_check', sql`${table.amountOre} > 0`),
  ],
);

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

/**
 * Reference rates a workshop's owner added (MONEY.md decision 4); the Riksbank's own ship with the
 * code (shared/interest.ts). One per half-year start and workshop.
 */
export const referenceRates = pgTable(
  'reference_rates',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** Hundredths of a percent: 2,00 % is 200; may be negative (2016–2019). */
    rateBp: integer('rate_bp').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('reference_rates', table),
    uniqueIndex('reference_rates_unique').on(table.organisationId, table.validFrom),
    check(
      'reference_rates_half_year_check',
      sql`extract(day from ${table.validFrom}) = 1 and extract(month from ${table.validFrom}) in (1, 7)`,
    ),
  ],
);

/** A betalningspåminnelse: numbered per invoice, with what it charged and the interest it showed. */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    invoiceId: uuid('invoice_id').notNull(),
    number: integer('number').notNull(),
    reminderDate: date('reminder_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The invoice's balance after what this reminder charges. */
    balanceOre: bigint('balance_ore', { mode: 'number' }).notNull(),
    feeOre: bigint('fee_ore', { mode: 'number' }).notNull().default(0),
    lateCompensationOre: bigint('late_compensation_ore', { mode: 'number' }).notNull().default(0),
    /** Interest to the reminder's date, shown, not added to the balance. */
    interestOre: bigint('interest_ore', { mode: 'number' }).notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('reminders', table),
    foreignKey({
      name: 'reminders_invoice_id_invoices_id_fk',
      columns: [table.organisationId, table.invoiceId],
      foreignColumns: [invoices.organisationId, invoices.id],
    }).onDelete('restrict'),
    // Pages of the workshop's export in the order they were written (docs/decisions/027).
    index('reminders_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    uniqueIndex('reminders_number_unique').on(table.invoiceId, table.number, table.organisationId),
    index('reminders_organisation_idx').on(table.organisationId, table.reminderDate),
    check(
      'reminders_fee_check',
      sql`${table.feeOre} >= 0 and ${table.feeOre} <= 6000 and ${table.lateCompensationOre} in (0, 45000)`,
    ),
  ],
);
