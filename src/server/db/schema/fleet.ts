import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey } from './columns';
import { organisationId } from './accounts';

// The fleet: a workshop's customers, their machines and each machine's service intervals. ("Register"
// is kept for signing up, /register.)

/** A workshop's customers (docs/workshop.md): the records invoices and work orders name. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    customerNumber: text('customer_number').notNull(),
    name: text('name').notNull(),
    orgNumber: text('org_number'),
    email: text('email'),
    phone: text('phone'),
    contactPerson: text('contact_person'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    /** ISO 3166 alpha-2; Swedish checks (postal code, identity number) apply to 'SE' only. */
    country: text('country').notNull().default('SE'),
    /** A buyer's VAT number, printed for reverse charge (an EU business) and kept as given. */
    vatNumber: text('vat_number'),
    paymentTermsDays: integer('payment_terms_days'),
    /** Where its e-invoices go (MONEY.md decision 7): `scheme:identifier`, e.g. 0007:5560360793. */
    peppolId: text('peppol_id'),
    /** Er referens: the buyer's reference its invoices start from. */
    reference: text('reference'),
    notes: text('notes'),
    /** The name as a key whose byte order is Swedish alphabetical order (Å, Ä, Ö after Z), the same on every server. */
    sortKey: text('sort_key').notNull(),
    /** Number, name, organisation number, e-mail and city in lower case (sv-SE), for `q`. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('customers', table),
    // Pages of the workshop's export in the order they were written (docs/decisions/027).
    index('customers_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    uniqueIndex('customers_number_unique').on(table.organisationId, table.customerNumber),
    // In the key's byte order, as the list sorts it (COLLATE "C"), whatever the database's default collation.
    index('customers_sort_idx').on(table.organisationId, sql`${table.sortKey} collate "C"`, table.id),
  ],
);

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
