import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '../../../shared/invoices';
import { createdAt } from './columns';

// Workshops, their people and sessions, and what every feature shares: list counters, number series, rate limits.

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
  // Late payment (MONEY.md decision 4): what a reminder charges.
  /** Påminnelseavgift in öre, at most 60 kr, charged only while agreed in the terms. */
  reminderFeeOre: bigint('reminder_fee_ore', { mode: 'number' }).notNull().default(0),
  reminderFeeAgreed: boolean('reminder_fee_agreed').notNull().default(false),
  /** Förseningsersättning 450 kr to business customers, once per invoice. */
  chargeLatePaymentCompensation: boolean('charge_late_payment_compensation').notNull().default(true),
  /** An agreed interest rate in hundredths of a percent; null: the reference rate + 8 percentage points. */
  interestRateBp: integer('interest_rate_bp'),
  /** The owner's switch for drafts by a language model (ASSISTANT.md decision 3); the server must have a model too. */
  aiDraftsEnabled: boolean('ai_drafts_enabled').notNull().default(false),
  createdAt: createdAt(),
});

/** The workshop a row belongs to: every business table has it, and a deleted workshop takes its rows along. */
export const organisationId = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    /** Stored lower-cased: e-mail is case-insensitive and unique. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** owner, office or mechanic (shared/team.ts, docs/team.md decision 1); who registers is the owner. */
    role: text('role').notNull().default('owner'),
    /** The last request this person made, to the minute (written at most once a minute). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }),
    /** A removed member signs in no more, but their name stays on what they did; their e-mail is free again. */
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'string' }),
    /** YYYYMMDD-NNNN, Luhn-checked: the staff ledger names each person by it (docs/team.md decision 10); never logged. */
    personalNumber: text('personal_number'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique')
      .on(table.email)
      .where(sql`${table.removedAt} is null`),
    index('users_organisation_idx').on(table.organisationId),
    check('users_role_check', sql`${table.role} in ('owner', 'office', 'mechanic')`),
  ],
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

/**
 * Row counts per organisation, list and status, kept in the same transaction as the rows they count,
 * so that X-Total-Count costs one index lookup at any size instead of a count(*) over the list.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    organisationId: organisationId(),
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
    organisationId: organisationId(),
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
