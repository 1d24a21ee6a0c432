import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organisationId, users } from './accounts';
import { invoices } from './work';

// Getting paid (MONEY.md): the money that came in, as a ledger of payments per invoice.

/** A payment towards an invoice; the invoice's paid amount, balance and paid status are derived from these. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
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
    index('payments_invoice_idx').on(table.invoiceId, table.paymentDate, table.createdAt),
    index('payments_organisation_date_idx').on(table.organisationId, table.paymentDate),
    check('payments_method_check', sql`${table.method} in ('bankgiro', 'plusgiro', 'swish', 'card', 'cash', 'transfer')`),
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
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    /** BgMax: 'bgmax:' date and BGC serial number; camt.054: 'camt:' and the account servicer's reference. */
    bankReference: text('bank_reference').notNull(),
    format: text('format').notNull(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    isOcr: boolean('is_ocr').notNull().default(false),
    text: text('text'),
    payerName: text('payer_name'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_payments_reference_unique').on(table.organisationId, table.bankReference),
    index('bank_payments_unmatched_idx')
      .on(table.organisationId, table.paymentDate)
      .where(sql`${table.paymentId} is null and ${table.dismissedAt} is null`),
    index('bank_payments_payment_idx').on(table.paymentId),
    check('bank_payments_format_check', sql`${table.format} in ('camt.054', 'bgmax')`),
    check('bank_payments_amount_check', sql`${table.amountOre} > 0`),
  ],
);
