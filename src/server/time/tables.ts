import { sql } from 'drizzle-orm';
import {
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
import { createdAt, organisationId, tableAbove, tenantPrimaryKey } from '../db/schema/columns';
import { users } from '../auth/tables';
import { rates } from '../organisations/tables';
import { workOrders } from '../work-orders/tables';

/** The invoices table a foreign key here names (it is declared by its own feature above). */
const invoices = tableAbove('invoices');

// The time a workshop's people put on the jobs (docs/team.md 7–9).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Time (or distance) a person put on a work order: a running timer is a row with no end, so it
 * survives a restart; at most one runs per person (the partial unique index settles a race).
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    workOrderId: uuid('work_order_id').notNull(),
    rateId: uuid('rate_id').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    /** Hours in hundredths (a quarter is 25); null while a timer runs and for a distance. */
    hoursHundredths: integer('hours_hundredths'),
    /** Kilometres in tenths, for a km rate only. */
    kilometresTenths: integer('kilometres_tenths'),
    billable: boolean('billable').notNull().default(true),
    note: text('note'),
    /** The invoice that billed it: then it is locked; deleting the invoice frees it (set null). */
    invoiceId: uuid('invoice_id'),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('time_entries', table),
    foreignKey({
      name: 'time_entries_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'time_entries_rate_id_rates_id_fk',
      columns: [table.organisationId, table.rateId],
      foreignColumns: [rates.organisationId, rates.id],
    }).onDelete('restrict'),
    // Set null on the invoice's column alone (migration 0030 says so in SQL): the tenant key stays.
    foreignKey({
      name: 'time_entries_invoice_id_invoices_id_fk',
      columns: [table.organisationId, table.invoiceId],
      foreignColumns: [invoices.organisationId, invoices.id],
    }).onDelete('set null'),
    // Pages of the workshop's export in the order they were written (docs/decisions/027).
    index('time_entries_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    index('time_entries_organisation_date_idx').on(table.organisationId, table.entryDate),
    index('time_entries_work_order_idx').on(table.workOrderId),
    index('time_entries_user_date_idx').on(table.userId, table.entryDate),
    uniqueIndex('time_entries_one_running')
      .on(table.userId, table.organisationId)
      .where(sql`${table.startedAt} is not null and ${table.endedAt} is null`),
    check('time_entries_amount_check', sql`(${table.hoursHundredths} is null) or (${table.kilometresTenths} is null)`),
  ],
);
