import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey, organisationId } from '../db/schema/columns';
import type { Material, PlannedLabour, TodoItem } from '../../shared/work-orders';
import { users } from '../auth/tables';
import { customers } from '../customers/tables';
import { machines } from '../machines/tables';
import { parts } from '../parts/tables';
import { serviceIntervals } from '../service-plans/tables';
import { beyondFixedPriceSql, dueOreSql } from './job-due';

// Work orders and what hangs on them: the intervals they perform, the parts they use, who is on them.

export const workOrders = pgTable(
  'work_orders',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    workOrderNumber: text('work_order_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    customerNumber: text('customer_number').notNull(),
    customerId: uuid('customer_id'),
    machineId: uuid('machine_id'),
    vehicleCategory: text('vehicle_category').notNull(),
    workCategory: text('work_category').notNull(),
    status: text('status').notNull(),
    priority: text('priority').notNull().default('medium'),
    executionDate: date('execution_date', { mode: 'string' }),
    todoList: jsonb('todo_list')
      .$type<TodoItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    materials: jsonb('materials')
      .$type<Material[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    // What the job is worth and what bills it, kept in the transactions that change them
    // (docs/decisions/031-kept-job-amounts.md); null on a row written outside the app until it is kept.
    materialsOre: bigint('materials_ore', { mode: 'number' }),
    timeOre: bigint('time_ore', { mode: 'number' }),
    billedOre: bigint('billed_ore', { mode: 'number' }),
    /** The newest invoice that bills the job (neither credit note, interest invoice nor credited). */
    billedByInvoiceId: uuid('billed_by_invoice_id'),
    // What the customer accepted (QUOTES.md decisions 6–7; docs/decisions/054), written by quotes through
    // this feature's service in the approval's transaction. The quote is a plain id: quotes refer to their
    // work order by key, and a key both ways would make the two tables' files import each other.
    quoteId: uuid('quote_id'),
    priceType: text('price_type'),
    /** The accepted quote plus accepted extra work, in öre including VAT (what the customer pays). */
    approvedAmountOre: bigint('approved_amount_ore', { mode: 'number' }),
    /**
     * The same approved amount in öre excluding VAT: what Fakturakontroll holds a fixed-price job's
     * invoices to, since what they bill is kept net (docs/decisions/064).
     */
    approvedNetOre: bigint('approved_net_ore', { mode: 'number' }),
    /** Of which accepted extra work: it raises a running account's ceiling as it raises the approved amount. */
    extraWorkOre: bigint('extra_work_ore', { mode: 'number' }),
    /** A running account's ceiling (takpris) as accepted, in öre including VAT. */
    maxAmountOre: bigint('max_amount_ore', { mode: 'number' }),
    /** Whether the customer was a consumer when they accepted (konsumenttjänstlagen 36 §). */
    priceConsumer: boolean('price_consumer'),
    /** The accepted rate lines: the labour the job was priced with. */
    plannedLabour: jsonb('planned_labour')
      .$type<PlannedLabour[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    tenantPrimaryKey('work_orders', table),
    check(
      'work_orders_price_type_check',
      sql`${table.priceType} is null or ${table.priceType} in ('fixed', 'approximate', 'running')`,
    ),
    foreignKey({
      name: 'work_orders_customer_id_customers_id_fk',
      columns: [table.organisationId, table.customerId],
      foreignColumns: [customers.organisationId, customers.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'work_orders_machine_id_machines_id_fk',
      columns: [table.organisationId, table.machineId],
      foreignColumns: [machines.organisationId, machines.id],
    }).onDelete('restrict'),
    uniqueIndex('work_orders_number_unique').on(table.organisationId, table.workOrderNumber),
    // Lists are newest first per organisation, optionally by status. Ascending on purpose: scanned backwards
    // they give ORDER BY created_at DESC, id DESC (nulls first), which a DESC NULLS LAST index does not.
    index('work_orders_list_order_idx').on(table.organisationId, table.createdAt, table.id),
    index('work_orders_status_list_order_idx').on(table.organisationId, table.status, table.createdAt, table.id),
    index('work_orders_customer_idx').on(table.customerId),
    index('work_orders_machine_idx').on(table.machineId),
    // Fakturakontroll's under-billed jobs (less than a krona is rounding), in the list's order, and with
    // the amounts, so that their count and sum are read from the index alone (assistant/finding-kinds.ts).
    // What a job should bill is its accepted amount at a fixed price, else its materials and time (job-due.ts).
    index('work_orders_under_billed_idx')
      .on(
        table.organisationId,
        sql`(${dueOreSql(null)} - billed_ore) desc`,
        table.id,
        table.materialsOre,
        table.timeOre,
        table.billedOre,
        table.priceType,
        table.approvedNetOre,
      )
      .where(sql`billed_by_invoice_id is not null and ${dueOreSql(null)} - billed_ore >= 100`),
    // Fixed-price jobs whose invoices bill more than was accepted, likewise.
    index('work_orders_beyond_fixed_price_idx')
      .on(table.organisationId, sql`${beyondFixedPriceSql(null)} desc`, table.id, table.billedOre, table.approvedNetOre)
      .where(sql`billed_by_invoice_id is not null and price_type = 'fixed' and ${beyondFixedPriceSql(null)} >= 100`),
    // Fakturakontroll's finished jobs that nothing bills, likewise; the statuses are FINISHED_STATUSES (shared/work-orders.ts).
    index('work_orders_unbilled_finished_idx')
      .on(
        table.organisationId,
        sql`${dueOreSql(null)} desc nulls last`,
        table.id,
        table.materialsOre,
        table.timeOre,
        table.priceType,
        table.approvedNetOre,
        table.executionDate,
        table.createdAt,
      )
      .where(sql`billed_by_invoice_id is null and status in ('Klar', 'completed', 'RedoAttFakturera', 'Fakturerad')`),
    // A machine's open jobs (neither cancelled nor finished): a machine with one has no overdue-service finding.
    index('work_orders_open_by_machine_idx')
      .on(table.machineId, table.organisationId)
      .where(sql`status <> 'Avbruten' and status not in ('Klar', 'completed', 'RedoAttFakturera', 'Fakturerad')`),
    index('work_orders_amounts_unkept_idx')
      .on(table.organisationId)
      .where(sql`materials_ore is null or time_ore is null or billed_ore is null`),
  ],
);

/** The service intervals a work order performs (its `serviceIntervalIds`); finished, it is their last done. */
export const workOrderServices = pgTable(
  'work_order_services',
  {
    organisationId: organisationId(),
    workOrderId: uuid('work_order_id').notNull(),
    serviceIntervalId: uuid('service_interval_id').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'work_order_services_pkey',
      columns: [table.workOrderId, table.serviceIntervalId, table.organisationId],
    }),
    foreignKey({
      name: 'work_order_services_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'work_order_services_service_interval_id_service_intervals_id_fk',
      columns: [table.organisationId, table.serviceIntervalId],
      foreignColumns: [serviceIntervals.organisationId, serviceIntervals.id],
    }).onDelete('cascade'),
    index('work_order_services_interval_idx').on(table.serviceIntervalId),
  ],
);

/** The register parts a work order's materials name, summed per part: what it reserves while open and draws when finished. */
export const workOrderParts = pgTable(
  'work_order_parts',
  {
    organisationId: organisationId(),
    workOrderId: uuid('work_order_id').notNull(),
    partId: uuid('part_id').notNull(),
    quantityHundredths: bigint('quantity_hundredths', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'work_order_parts_pkey',
      columns: [table.workOrderId, table.partId, table.organisationId],
    }),
    foreignKey({
      name: 'work_order_parts_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'work_order_parts_part_id_parts_id_fk',
      columns: [table.organisationId, table.partId],
      foreignColumns: [parts.organisationId, parts.id],
    }).onDelete('no action'),
    index('work_order_parts_part_idx').on(table.partId),
  ],
);

/** Who is on a work order (docs/team.md decision 6). */
export const workOrderAssignees = pgTable(
  'work_order_assignees',
  {
    organisationId: organisationId(),
    workOrderId: uuid('work_order_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({
      name: 'work_order_assignees_pkey',
      columns: [table.workOrderId, table.userId, table.organisationId],
    }),
    foreignKey({
      name: 'work_order_assignees_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('cascade'),
    index('work_order_assignees_user_idx').on(table.userId),
  ],
);
