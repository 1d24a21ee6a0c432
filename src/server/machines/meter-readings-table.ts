import { sql } from 'drizzle-orm';
import { bigint, boolean, date, foreignKey, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, tableAbove, tenantPrimaryKey } from '../db/schema/columns';
import { machines } from './tables';

/** The work_orders table a foreign key here names (it is declared by its own feature above). */
const workOrders = tableAbove('work_orders');

// A machine's meter readings. In a file of their own: a reading names the work order that wrote it, and work-orders/tables.ts
// names the machine, so one file for both would import in a circle.

/** A machine's meter, read on a date; never backwards in date order (docs/workshop.md). */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    machineId: uuid('machine_id').notNull(),
    readingDate: date('reading_date', { mode: 'string' }).notNull(),
    /** Hours or kilometres in tenths: one decimal, exact. */
    valueTenths: bigint('value_tenths', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    workOrderId: uuid('work_order_id'),
    createdAt: createdAt(),
    /**
     * The reading before it in the machine's order, kept by every write of the machine's readings
     * (docs/decisions/031-kept-job-amounts.md): a jump of more than 24 hours a day is then a condition
     * on the row. `stepKept` is false on a row written outside the app until it is kept.
     */
    previousDate: date('previous_date', { mode: 'string' }),
    previousTenths: bigint('previous_tenths', { mode: 'number' }),
    stepKept: boolean('step_kept').notNull().default(false),
  },
  (table) => [
    tenantPrimaryKey('meter_readings', table),
    foreignKey({
      name: 'meter_readings_machine_id_machines_id_fk',
      columns: [table.organisationId, table.machineId],
      foreignColumns: [machines.organisationId, machines.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'meter_readings_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('cascade'),
    // Pages of the workshop's export in the order they were written (docs/decisions/027).
    index('meter_readings_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    index('meter_readings_machine_idx').on(table.machineId, table.readingDate),
    uniqueIndex('meter_readings_work_order_unique').on(table.workOrderId, table.organisationId),
    // Fakturakontroll's meter jumps: 240 tenths is MAX_METER_HOURS_PER_DAY (shared/assistant.ts).
    index('meter_readings_jump_idx')
      .on(table.organisationId, table.id)
      .where(
        sql`previous_tenths is not null and value_tenths - previous_tenths > 240 * greatest(reading_date - previous_date, 1)`,
      ),
    index('meter_readings_unkept_idx')
      .on(table.organisationId, table.machineId)
      .where(sql`not step_kept`),
  ],
);
