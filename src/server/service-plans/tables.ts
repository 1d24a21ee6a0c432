import { sql } from 'drizzle-orm';
import { bigint, boolean, date, foreignKey, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey, organisationId } from '../db/schema/columns';
import { machines } from '../machines/tables';

// A machine's service plan, one row per interval (docs/workshop.md).

/**
 * A machine's service plan, one row per interval: every N meter units and/or every M months
 * (docs/workshop.md). Last done is derived from the work orders that performed it; the row keeps only
 * what the user gave for the time before Verkstan, and the day it was added.
 */
export const serviceIntervals = pgTable(
  'service_intervals',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    machineId: uuid('machine_id').notNull(),
    name: text('name').notNull(),
    everyMeter: integer('every_meter'),
    everyMonths: smallint('every_months'),
    givenDoneDate: date('given_done_date', { mode: 'string' }),
    givenDoneMeterTenths: bigint('given_done_meter_tenths', { mode: 'number' }),
    /** The Swedish day it was added: what it counts from when nothing else is known. */
    addedOn: date('added_on', { mode: 'string' }).notNull(),
    // Its state kept by the service plans (docs/decisions/029), each independent of the day it is read:
    /** The next due date by months. */
    dueDate: date('due_date', { mode: 'string' }),
    /** The day the meter is forecast to reach its due value. */
    forecastDate: date('forecast_date', { mode: 'string' }),
    /** The meter has reached its due value: the day of the reading that did. */
    meterOverdueOn: date('meter_overdue_on', { mode: 'string' }),
    /** The meter is within a tenth of the interval of its due value. */
    meterSoon: boolean('meter_soon').notNull().default(false),
    /**
     * The days the kept state holds for: the forecast reads the past year of readings, so it changes
     * when a reading leaves that year. A row written without it ('-infinity') is computed on the next read.
     */
    stateValidFrom: date('state_valid_from', { mode: 'string' }),
    stateValidUntil: date('state_valid_until', { mode: 'string' })
      .notNull()
      .default(sql`'-infinity'`),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('service_intervals', table),
    foreignKey({
      name: 'service_intervals_machine_id_machines_id_fk',
      columns: [table.organisationId, table.machineId],
      foreignColumns: [machines.organisationId, machines.id],
    }).onDelete('cascade'),
    index('service_intervals_machine_idx').on(table.machineId),
    index('service_intervals_organisation_idx').on(table.organisationId),
    // The kept state no longer valid for the day (docs/decisions/029).
    index('service_intervals_state_until_idx').on(table.organisationId, table.stateValidUntil),
    index('service_intervals_state_from_idx').on(table.organisationId, table.stateValidFrom),
    // Pages of the workshop's export in the order they were written (docs/decisions/027).
    index('service_intervals_export_order_idx').on(table.organisationId, table.createdAt, table.id),
  ],
);
