import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey, organisationId } from '../db/schema/columns';
import { customers } from '../customers/tables';

// Customers' machines (docs/workshop.md); their meter readings are in meter-readings-table.ts.

/** A customer's machine; it can move to another customer and keeps its history (docs/workshop.md). */
export const machines = pgTable(
  'machines',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    customerId: uuid('customer_id').notNull(),
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
    /**
     * Its service status kept as days (docs/decisions/029): overdue from this day, due soon from this
     * day ('-infinity': whatever the day, the meter says so; null: never). Written by the service plans
     * with every change of what the status derives from; the status of a day is a comparison.
     */
    serviceOverdueFrom: date('service_overdue_from', { mode: 'string' }),
    serviceDueSoonFrom: date('service_due_soon_from', { mode: 'string' }),
    /** It has a service plan: its status is at least ok. */
    hasServicePlan: boolean('has_service_plan').notNull().default(false),
    /**
     * A work order of it is open (neither finished nor cancelled), kept by the work orders feature with
     * every write of its jobs (docs/decisions/032); null until kept (rows written outside the app).
     */
    hasOpenJob: boolean('has_open_job'),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('machines', table),
    foreignKey({
      name: 'machines_customer_id_customers_id_fk',
      columns: [table.organisationId, table.customerId],
      foreignColumns: [customers.organisationId, customers.id],
    }).onDelete('restrict'),
    uniqueIndex('machines_serial_unique').on(table.organisationId, table.serialNumber),
    uniqueIndex('machines_registration_unique').on(table.organisationId, table.registrationNumber),
    index('machines_list_order_idx').on(table.organisationId, table.createdAt, table.id),
    index('machines_customer_idx').on(table.customerId),
    // Fakturakontroll's machines whose service will be overdue and that no open job attends to, in the
    // list's order, with the kept day: a page and the count read from the index alone.
    index('machines_service_overdue_idx')
      .on(table.organisationId, table.id, table.serviceOverdueFrom)
      .where(sql`service_overdue_from is not null and not has_open_job`),
    index('machines_open_job_unkept_idx')
      .on(table.organisationId)
      .where(sql`has_open_job is null`),
  ],
);
