import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey } from '../db/schema/columns';
import { users } from '../auth/tables';
import { organisations } from '../organisations/tables';

// The staff ledger (personalliggare, docs/team.md decision 10). Its rows are only ever inserted: a
// trigger (migration 0015) refuses UPDATE, DELETE and TRUNCATE, whoever runs them. What a screen
// shows as one shift is derived: the check-in, its check-out, and the corrections after them.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Kept two years after the calendar year: a workshop's ledger outlives nothing, so no cascade. */
const ledgerOrganisation = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'restrict' });

/** The start of a shift, at the server's time: who (name and personnummer as they were) and who wrote it. */
export const ledgerCheckIns = pgTable(
  'ledger_check_ins',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: ledgerOrganisation(),
    /** Null for a person without a login, checked in by the owner or office. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** YYYYMMDD-NNNN; null only while the ledger is off (one member, or exempt). */
    personalNumber: text('personal_number'),
    at: at('at').notNull(),
    /** When the server got it (FIELD.md decision 9): later than `at` when it was made offline; null before 0052. */
    receivedAt: at('received_at'),
    byUserId: uuid('by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('ledger_check_ins', table),
    // Pages of the workshop's export in the order they were written (docs/decisions/027).
    index('ledger_check_ins_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    index('ledger_check_ins_organisation_at_idx').on(table.organisationId, table.at),
    index('ledger_check_ins_person_idx').on(table.organisationId, table.personalNumber),
    index('ledger_check_ins_user_idx').on(table.userId, table.at),
  ],
);

/** The end of a shift, at the server's time; at most one per check-in. */
export const ledgerCheckOuts = pgTable(
  'ledger_check_outs',
  {
    checkInId: uuid('check_in_id').notNull(),
    organisationId: ledgerOrganisation(),
    at: at('at').notNull(),
    /** As the check-in's. */
    receivedAt: at('received_at'),
    byUserId: uuid('by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'ledger_check_outs_pkey', columns: [table.checkInId, table.organisationId] }),
    foreignKey({
      name: 'ledger_check_outs_check_in_id_ledger_check_ins_id_fk',
      columns: [table.organisationId, table.checkInId],
      foreignColumns: [ledgerCheckIns.organisationId, ledgerCheckIns.id],
    }).onDelete('restrict'),
  ],
);

/** A corrected check-in or check-out time: who, when, why, and what it was before. */
export const ledgerCorrections = pgTable(
  'ledger_corrections',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: ledgerOrganisation(),
    checkInId: uuid('check_in_id').notNull(),
    field: text('field').notNull(),
    fromAt: at('from_at'),
    toAt: at('to_at').notNull(),
    reason: text('reason').notNull(),
    byUserId: uuid('by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    byName: text('by_name').notNull(),
    /** The order corrections were made in, even two in the same millisecond: the latest one counts. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('ledger_corrections', table),
    foreignKey({
      name: 'ledger_corrections_check_in_id_ledger_check_ins_id_fk',
      columns: [table.organisationId, table.checkInId],
      foreignColumns: [ledgerCheckIns.organisationId, ledgerCheckIns.id],
    }).onDelete('restrict'),
    index('ledger_corrections_check_in_idx').on(table.checkInId, table.field, table.sequence),
    index('ledger_corrections_organisation_idx').on(table.organisationId, table.field),
    check('ledger_corrections_field_check', sql`${table.field} in ('checkIn', 'checkOut')`),
  ],
);

/** The owner's statement that only the owner and family work here (no ledger needed). */
export const ledgerSettings = pgTable('ledger_settings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  exempt: boolean('exempt').notNull().default(false),
  note: text('note'),
  updatedAt: createdAt(),
});
