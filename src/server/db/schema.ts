import { sql } from 'drizzle-orm';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '../../shared/invoices';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** A workshop. Every business row belongs to one; every query filters on it. */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  orgNumber: text('org_number').notNull().default(''),
  vatNumber: text('vat_number').notNull().default(''),
  fTax: boolean('f_tax').notNull().default(false),
  street: text('street').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  bankgiro: text('bankgiro').notNull().default(''),
  plusgiro: text('plusgiro').notNull().default(''),
  iban: text('iban').notNull().default(''),
  bic: text('bic').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  paymentTermsDays: integer('payment_terms_days').notNull().default(DEFAULT_PAYMENT_TERMS_DAYS),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Stored lower-cased: e-mail is case-insensitive and unique. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email), index('users_organisation_idx').on(table.organisationId)],
);

/** Only the SHA-256 of a session token is stored, so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

export const workOrders = pgTable(
  'work_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    workOrderNumber: text('work_order_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    customerNumber: text('customer_number').notNull(),
    vehicleCategory: text('vehicle_category').notNull(),
    workCategory: text('work_category').notNull(),
    status: text('status').notNull(),
    priority: text('priority').notNull().default('medium'),
    executionDate: date('execution_date', { mode: 'string' }),
    todoList: jsonb('todo_list')
      .notNull()
      .default(sql`'[]'::jsonb`),
    materials: jsonb('materials')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('work_orders_number_unique').on(table.organisationId, table.workOrderNumber),
    // Lists are newest first per organisation, optionally by status. Ascending on purpose: scanned backwards
    // they give ORDER BY created_at DESC, id DESC (nulls first), which a DESC NULLS LAST index does not.
    index('work_orders_list_order_idx').on(table.organisationId, table.createdAt, table.id),
    index('work_orders_status_list_order_idx').on(table.organisationId, table.status, table.createdAt, table.id),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerAddress: text('customer_address').notNull().default(''),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'restrict' }),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status').notNull(),
    // What the invoice is, fixed when it is written: every reader (list, PDF, SIE) reads these.
    netOre: bigint('net_ore', { mode: 'number' }).notNull(),
    vatOre: bigint('vat_ore', { mode: 'number' }).notNull(),
    totalOre: bigint('total_ore', { mode: 'number' }).notNull(),
    /** Öresavrundning to whole kronor, and the amount the customer pays. */
    roundingOre: bigint('rounding_ore', { mode: 'number' }).notNull(),
    amountToPayOre: bigint('amount_to_pay_ore', { mode: 'number' }).notNull(),
    paidAt: date('paid_at', { mode: 'string' }),
    /** Set at the first payment and never cleared: from then on the content stays as it was (docs/invoicing.md). */
    hasBeenPaid: boolean('has_been_paid').notNull().default(false),
    creditForInvoiceId: uuid('credit_for_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    /** A running number per workshop from 1001, never reused: the OCR reference is made from it, so each is unique. */
    ocrSerial: bigint('ocr_serial', { mode: 'number' }).notNull(),
    /** The OCR reference: the serial with length and check digit (function in migration 0003, equal to src/shared/ocr.ts). */
    ocr: text('ocr')
      .notNull()
      .generatedAlwaysAs(sql`invoice_ocr(ocr_serial::text)`),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.organisationId, table.invoiceNumber),
    index('invoices_list_order_idx').on(table.organisationId, table.createdAt, table.id),
    index('invoices_status_list_order_idx').on(table.organisationId, table.status, table.createdAt, table.id),
    index('invoices_work_order_idx').on(table.workOrderId),
    uniqueIndex('invoices_credit_for_unique').on(table.creditForInvoiceId),
    uniqueIndex('invoices_ocr_serial_unique').on(table.organisationId, table.ocrSerial),
    index('invoices_org_invoice_date_idx').on(table.organisationId, table.invoiceDate),
    index('invoices_org_paid_at_idx').on(table.organisationId, table.paidAt),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** Hundredths: 8,5 hours is 850. */
    quantityHundredths: bigint('quantity_hundredths', { mode: 'number' }).notNull(),
    unitPriceOre: bigint('unit_price_ore', { mode: 'number' }).notNull(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
  },
  (table) => [uniqueIndex('invoice_lines_position_unique').on(table.invoiceId, table.position)],
);

/**
 * Row counts per organisation, list and status, kept in the same transaction as the rows they count,
 * so that X-Total-Count costs one index lookup at any size instead of a count(*) over the list.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    status: text('status').notNull(),
    /**
     * Writes spread over a few rows per status: one hot row would make concurrent inserts in a
     * workshop wait for each other's commit. Readers sum the shards.
     */
    shard: smallint('shard').notNull().default(0),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.list, table.status, table.shard] })],
);

/**
 * The last number handed out per workshop and series ('invoice:202611', 'ocr'). Taken by an upsert
 * in the transaction that writes the row: concurrent writers queue on the one row, and a rolled back
 * write gives its number back, so the series has neither duplicates nor gaps.
 */
export const numberSeries = pgTable(
  'number_series',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    series: text('series').notNull(),
    last: bigint('last', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.series] })],
);

/** Attempts per key (an IP address, an e-mail) in fixed windows, shared by every server process. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limits_window_idx').on(table.windowStartedAt)],
);
