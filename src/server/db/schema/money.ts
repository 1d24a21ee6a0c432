import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
