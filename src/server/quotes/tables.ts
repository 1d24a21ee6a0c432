import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, organisationId, tenantPrimaryKey } from '../db/schema/columns';
import { users } from '../auth/tables';
import { customers } from '../customers/tables';
import { machines } from '../machines/tables';
import { organisations } from '../organisations/tables';
import { workOrders } from '../work-orders/tables';

// Quotes, their versions and lines, the customer's approvals and the attempts to reach a customer
// (QUOTES.md; docs/decisions/046). The status is never stored: it is read from the newest version.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A quote: its number and what it is for; what it offers lives in its versions. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    /** From the workshop's series `quote`: 1, 2, …, never reused. */
    quoteNumber: integer('quote_number').notNull(),
    kind: text('kind').notNull().default('quote'),
    customerId: uuid('customer_id').notNull(),
    machineId: uuid('machine_id'),
    workOrderId: uuid('work_order_id'),
    currentVersion: integer('current_version').notNull().default(1),
    withdrawnAt: at('withdrawn_at'),
    /** SHA-256 (hex) of the customer's link token; the token itself is never stored (decision 050). */
    linkTokenHash: text('link_token_hash'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('quotes', table),
    foreignKey({
      name: 'quotes_customer_id_customers_id_fk',
      columns: [table.organisationId, table.customerId],
      foreignColumns: [customers.organisationId, customers.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'quotes_machine_id_machines_id_fk',
      columns: [table.organisationId, table.machineId],
      foreignColumns: [machines.organisationId, machines.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'quotes_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('restrict'),
    uniqueIndex('quotes_number_unique').on(table.organisationId, table.quoteNumber),
    uniqueIndex('quotes_link_token_unique').on(table.linkTokenHash, table.organisationId),
    index('quotes_list_order_idx').on(table.organisationId, table.createdAt, table.id),
    index('quotes_customer_idx').on(table.customerId),
    index('quotes_work_order_idx').on(table.workOrderId),
    check('quotes_kind_check', sql`${table.kind} in ('quote', 'extra')`),
    check('quotes_extra_has_work_order', sql`${table.kind} = 'quote' or ${table.workOrderId} is not null`),
  ],
);

/** One version of a quote: a draft is edited in place, a sent one is never changed (a new version is). */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    quoteId: uuid('quote_id').notNull(),
    version: integer('version').notNull(),
    priceType: text('price_type').notNull(),
    /** A running account's ceiling (takpris), in öre excluding VAT. */
    maxAmountOre: bigint('max_amount_ore', { mode: 'number' }),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    terms: text('terms'),
    /** The VAT treatment the customer's invoice would get, when the version was written. */
    vatTreatment: text('vat_treatment').notNull(),
    sentAt: at('sent_at'),
    viewedAt: at('viewed_at'),
    answer: text('answer'),
    answeredAt: at('answered_at'),
    declineReason: text('decline_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('quote_versions', table),
    foreignKey({
      name: 'quote_versions_quote_id_quotes_id_fk',
      columns: [table.organisationId, table.quoteId],
      foreignColumns: [quotes.organisationId, quotes.id],
    }).onDelete('cascade'),
    uniqueIndex('quote_versions_quote_version_unique').on(table.quoteId, table.version, table.organisationId),
    index('quote_versions_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    check('quote_versions_price_type_check', sql`${table.priceType} in ('fixed', 'approximate', 'running')`),
    check('quote_versions_answer_check', sql`${table.answer} is null or ${table.answer} in ('accepted', 'declined')`),
    check('quote_versions_max_amount_check', sql`${table.maxAmountOre} is null or ${table.priceType} = 'running'`),
  ],
);

/** A line of a version; the part or rate it came from is a plain id, since the line is a copy. */
export const quoteItems = pgTable(
  'quote_items',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    versionId: uuid('version_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unit: text('unit'),
    priceOre: bigint('price_ore', { mode: 'number' }).notNull(),
    partId: uuid('part_id'),
    rateId: uuid('rate_id'),
    optional: boolean('optional').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('quote_items', table),
    foreignKey({
      name: 'quote_items_version_id_quote_versions_id_fk',
      columns: [table.organisationId, table.versionId],
      foreignColumns: [quoteVersions.organisationId, quoteVersions.id],
    }).onDelete('cascade'),
    index('quote_items_version_idx').on(table.versionId, table.position),
    index('quote_items_export_order_idx').on(table.organisationId, table.createdAt, table.id),
  ],
);

/**
 * The evidence of an acceptance, one per version. Only ever inserted: a trigger (migration 0042)
 * refuses UPDATE, DELETE and TRUNCATE; the workshop key restricts, so the evidence outlives nothing.
 */
export const quoteApprovals = pgTable(
  'quote_approvals',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    quoteId: uuid('quote_id').notNull(),
    versionId: uuid('version_id').notNull(),
    version: integer('version').notNull(),
    channel: text('channel').notNull(),
    name: text('name').notNull(),
    /** The optional lines chosen. */
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
    acceptedTotalOre: bigint('accepted_total_ore', { mode: 'number' }).notNull(),
    /** The version exactly as shown, in canonical JSON (RFC 8785), and its SHA-256. */
    content: text('content').notNull(),
    contentHash: text('content_hash').notNull(),
    signaturePngBase64: text('signature_png_base64'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'restrict' }),
    note: text('note'),
    at: at('at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('quote_approvals', table),
    foreignKey({
      name: 'quote_approvals_version_id_quote_versions_id_fk',
      columns: [table.organisationId, table.versionId],
      foreignColumns: [quoteVersions.organisationId, quoteVersions.id],
    }).onDelete('restrict'),
    uniqueIndex('quote_approvals_one_per_version').on(table.versionId, table.organisationId),
    index('quote_approvals_quote_idx').on(table.quoteId),
    index('quote_approvals_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    check('quote_approvals_channel_check', sql`${table.channel} in ('link', 'phone', 'in-person')`),
    // Staff-recorded approvals are never anonymous (QUOTES.md decision 5).
    check('quote_approvals_staff_named', sql`${table.channel} = 'link' or ${table.recordedBy} is not null`),
  ],
);

/** An attempt to reach the customer about a work order (konsumenttjänstlagen 8 §). */
export const contactAttempts = pgTable(
  'contact_attempts',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    workOrderId: uuid('work_order_id').notNull(),
    channel: text('channel').notNull(),
    note: text('note'),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('contact_attempts', table),
    foreignKey({
      name: 'contact_attempts_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('cascade'),
    index('contact_attempts_work_order_idx').on(table.workOrderId, table.at),
    index('contact_attempts_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    check('contact_attempts_channel_check', sql`${table.channel} in ('phone', 'sms', 'email', 'in-person')`),
  ],
);
