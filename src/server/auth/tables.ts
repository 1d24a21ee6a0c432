import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organisationId } from '../db/schema/columns';

// The people who sign in, their sessions and password resets, and the rate limits of signing in.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

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

/** A password reset link; hashed, single use, one hour (docs/team.md decision 3). */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
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
