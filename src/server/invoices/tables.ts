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
import { createdAt, tenantPrimaryKey, organisationId } from '../db/schema/columns';
import { users } from '../auth/tables';
import { customers } from '../customers/tables';
import { workOrders } from '../work-orders/tables';

// Invoices, their lines, and getting paid (MONEY.md): payments, reminders and the reference rates of late interest.

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    invoiceNumber: text('invoice_number').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerAddress: text('customer_address').notNull().default(''),
    customerId: uuid('customer_id'),
    workOrderId: uuid('work_order_id').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** Er referens and Ert ordernummer: printed, and the e-invoice's BuyerReference and OrderReference. */
    buyerReference: text('buyer_reference'),
    orderReference: text('order_reference'),
    status: text('status').notNull(),
    // What the invoice is, fixed when it is written: every reader (list, PDF, SIE) reads these.
    /** How VAT applies, from the buyer when written (DOMAIN-SE.md, Foreign buyers): 'standard' 25 %, 'reverse-charge' (EU business), 'export' (business outside the EU). */
    vatTreatment: text('vat_treatment').notNull().default('standard'),
    /** The buyer's country and VAT number as the invoice prints them. */
    customerCountry: text('customer_country').notNull().default('SE'),
    buyerVatNumber: text('buyer_vat_number'),
    netOre: bigint('net_ore', { mode: 'number' }).notNull(),
    vatOre: bigint('vat_ore', { mode: 'number' }).notNull(),
    totalOre: bigint('total_ore', { mode: 'number' }).notNull(),
    /** Öresavrundning to whole kronor, and the amount the customer pays. */
    roundingOre: bigint('rounding_ore', { mode: 'number' }).notNull(),
    amountToPayOre: bigint('amount_to_pay_ore', { mode: 'number' }).notNull(),
    paidAt: date('paid_at', { mode: 'string' }),
    /** Set at the first payment and never cleared: from then on the content stays as it was (docs/invoicing.md). */
    hasBeenPaid: boolean('has_been_paid').notNull().default(false),
    /** Its payments exceed what is due: kept by the paid rule (paid-rule.ts settlementOf) so that the receivables find it by index. */
    overpaid: boolean('overpaid').notNull().default(false),
    /** When it was last sent by e-mail from Verkstan (it may be sent again). */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    /** An interest invoice (räntefaktura) for this invoice's late payment: no VAT, booked on 8313. */
    interestForInvoiceId: uuid('interest_for_invoice_id'),
    creditForInvoiceId: uuid('credit_for_invoice_id'),
    /** On a credit note: it completed the credit of its invoice, now wholly credited (docs/decisions/040). */
    completesCredit: boolean('completes_credit').notNull().default(false),
    createdAt: createdAt(),
    /** A running number per workshop from 1001, never reused: the OCR reference is made from it, so each is unique. */
    ocrSerial: bigint('ocr_serial', { mode: 'number' }).notNull(),
    /** The OCR reference: the serial with length and check digit (function in migration 0003, equal to src/shared/ocr.ts). */
    ocr: text('ocr')
      .notNull()
      .generatedAlwaysAs(sql`invoice_ocr(ocr_serial::text)`),
  },
  (table) => [
    tenantPrimaryKey('invoices', table),
    foreignKey({
      name: 'invoices_customer_id_customers_id_fk',
      columns: [table.organisationId, table.customerId],
      foreignColumns: [customers.organisationId, customers.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'invoices_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'invoices_interest_for_invoice_id_invoices_id_fk',
      columns: [table.organisationId, table.interestForInvoiceId],
      foreignColumns: [table.organisationId, table.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'invoices_credit_for_invoice_id_invoices_id_fk',
      columns: [table.organisationId, table.creditForInvoiceId],
      foreignColumns: [table.organisationId, table.id],
    }).onDelete('restrict'),
    uniqueIndex('invoices_number_unique').on(table.organisationId, table.invoiceNumber),
    index('invoices_list_order_idx').on(table.organisationId, table.createdAt, table.id),
    index('invoices_status_list_order_idx').on(table.organisationId, table.status, table.createdAt, table.id),
    index('invoices_work_order_idx').on(table.workOrderId),
    index('invoices_customer_idx').on(table.customerId),
    index('invoices_credit_for_idx').on(table.creditForInvoiceId, table.organisationId),
    uniqueIndex('invoices_completing_credit_unique')
      .on(table.creditForInvoiceId, table.organisationId)
      .where(sql`${table.completesCredit}`),
    // The receivables' candidates (decision 023): not settled, settled after a day, or overpaid.
    index('invoices_unsettled_idx')
      .on(table.organisationId)
      .where(sql`${table.paidAt} is null`),
    index('invoices_overpaid_idx')
      .on(table.organisationId)
      .where(sql`${table.overpaid}`),
    index('invoices_paid_at_idx').on(table.organisationId, table.paidAt),
    index('invoices_interest_for_idx')
      .on(table.interestForInvoiceId)
      .where(sql`${table.interestForInvoiceId} is not null`),
    uniqueIndex('invoices_ocr_serial_unique').on(table.organisationId, table.ocrSerial),
    index('invoices_org_invoice_date_idx').on(table.organisationId, table.invoiceDate),
    index('invoices_org_paid_at_idx').on(table.organisationId, table.paidAt),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** Hundredths: 8,5 hours is 850. */
    quantityHundredths: bigint('quantity_hundredths', { mode: 'number' }).notNull(),
    unitPriceOre: bigint('unit_price_ore', { mode: 'number' }).notNull(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    /** What the quantity counts ('h', 'st', 'l' …, shared/invoice-units.ts); null: pieces of nothing in particular. */
    unit: text('unit'),
    /** On a credit note's line: the original's line it takes back (docs/decisions/039). */
    creditsLineId: uuid('credits_line_id'),
  },
  (table) => [
    tenantPrimaryKey('invoice_lines', table),
    foreignKey({
      name: 'invoice_lines_credits_line_id_fk',
      columns: [table.creditsLineId, table.organisationId],
      foreignColumns: [table.id, table.organisationId],
    }).onDelete('restrict'),
    foreignKey({
      name: 'invoice_lines_invoice_id_invoices_id_fk',
      columns: [table.organisationId, table.invoiceId],
      foreignColumns: [invoices.organisationId, invoices.id],
    }).onDelete('cascade'),
    index('invoice_lines_credits_line_idx')
      .on(table.creditsLineId)
      .where(sql`${table.creditsLineId} is not null`),
    uniqueIndex('invoice_lines_position_unique').on(table.invoiceId, table.position, table.organisationId),
  ],
);

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
