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

/** A workshop's customers (docs/workshop.md): the register invoices and work orders name. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    customerNumber: text('customer_number').notNull(),
    name: text('name').notNull(),
    orgNumber: text('org_number'),
    email: text('email'),
    phone: text('phone'),
    contactPerson: text('contact_person'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    paymentTermsDays: integer('payment_terms_days'),
    notes: text('notes'),
    /** The name as a key whose byte order is Swedish alphabetical order (Å, Ä, Ö after Z), the same on every server. */
    sortKey: text('sort_key').notNull(),
    /** Number, name, organisation number, e-mail and city in lower case (sv-SE), for `q`. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customers_number_unique').on(table.organisationId, table.customerNumber),
    index('customers_sort_idx').on(table.organisationId, table.sortKey, table.id),
  ],
);

/** A customer's machine; it can move to another customer and keeps its history (docs/workshop.md). */
export const machines = pgTable(
  'machines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    category: text('category').notNull(),
    make: text('make').notNull(),
    model: text('model'),
    year: smallint('year'),
    serialNumber: text('serial_number'),
    registrationNumber: text('registration_number'),
    unitNumber: text('unit_number'),
    meterUnit: text('meter_unit').notNull(),
    notes: text('notes'),
    /** Serial, registration and unit numbers, make and model in lower case (sv-SE), for `q`. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('machines_serial_unique').on(table.organisationId, table.serialNumber),
    uniqueIndex('machines_registration_unique').on(table.organisationId, table.registrationNumber),
    index('machines_list_order_idx').on(table.organisationId, table.createdAt, table.id),
    index('machines_customer_idx').on(table.customerId),
  ],
);

/** A machine's meter, read on a date; never backwards in date order (docs/workshop.md). */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    machineId: uuid('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    readingDate: date('reading_date', { mode: 'string' }).notNull(),
    /** Hours or kilometres in tenths: one decimal, exact. */
    valueTenths: bigint('value_tenths', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    workOrderId: uuid('work_order_id').references((): AnyPgColumn => workOrders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('meter_readings_machine_idx').on(table.machineId, table.readingDate),
    uniqueIndex('meter_readings_work_order_unique').on(table.workOrderId),
  ],
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
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    machineId: uuid('machine_id').references(() => machines.id, { onDelete: 'restrict' }),
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
    index('work_orders_customer_idx').on(table.customerId),
    index('work_orders_machine_idx').on(table.machineId),
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
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
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
    index('invoices_customer_idx').on(table.customerId),
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
