import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Material, TodoItem } from '../../../shared/work-orders';
import { createdAt, tenantPrimaryKey } from './columns';
import { organisationId } from './accounts';
import { customers, machines, serviceIntervals } from './fleet';

// The work done on machines and what is billed for it: work orders, their meter readings, invoices and their lines.

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
  },
  (table) => [
    tenantPrimaryKey('work_orders', table),
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
    index('work_orders_under_billed_idx')
      .on(
        table.organisationId,
        sql`(materials_ore + time_ore - billed_ore) desc`,
        table.id,
        table.materialsOre,
        table.timeOre,
        table.billedOre,
      )
      .where(sql`billed_by_invoice_id is not null and materials_ore + time_ore - billed_ore >= 100`),
    // Fakturakontroll's finished jobs that nothing bills, likewise; the statuses are FINISHED_STATUSES (shared/work-orders.ts).
    index('work_orders_unbilled_finished_idx')
      .on(
        table.organisationId,
        sql`(materials_ore + time_ore) desc nulls last`,
        table.id,
        table.materialsOre,
        table.timeOre,
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

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    invoiceNumber: text('invoice_number').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerAddress: text('customer_address').notNull().default(''),
    customerId: uuid('customer_id'),
    workOrderId: uuid('work_order_id').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** Er referens and Ert ordernummer: printed, and the e-invoice's BuyerReference and OrderReference. */
    buyerReference: text('buyer_reference'),
    orderReference: text('order_reference'),
    status: text('status').notNull(),
    // What the invoice is, fixed when it is written: every reader (list, PDF, SIE) reads these.
    /** How VAT applies, from the buyer when written (DOMAIN-SE.md, Foreign buyers): 'standard' 25 %, 'reverse-charge' (EU business), 'export' (business outside the EU). */
    vatTreatment: text('vat_treatment').notNull().default('standard'),
    /** The buyer's country and VAT number as the invoice prints them. */
    customerCountry: text('customer_country').notNull().default('SE'),
    buyerVatNumber: text('buyer_vat_number'),
    netOre: bigint('net_ore', { mode: 'number' }).notNull(),
    vatOre: bigint('vat_ore', { mode: 'number' }).notNull(),
    totalOre: bigint('total_ore', { mode: 'number' }).notNull(),
    /** Öresavrundning to whole kronor, and the amount the customer pays. */
    roundingOre: bigint('rounding_ore', { mode: 'number' }).notNull(),
    amountToPayOre: bigint('amount_to_pay_ore', { mode: 'number' }).notNull(),
    paidAt: date('paid_at', { mode: 'string' }),
    /** Set at the first payment and never cleared: from then on the content stays as it was (docs/invoicing.md). */
    hasBeenPaid: boolean('has_been_paid').notNull().default(false),
    /** Its payments exceed what is due: kept by the paid rule (payments.ts settlementOf) so that the receivables find it by index. */
    overpaid: boolean('overpaid').notNull().default(false),
    /** When it was last sent by e-mail from Verkstan (it may be sent again). */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    /** An interest invoice (räntefaktura) for this invoice's late payment: no VAT, booked on 8313. */
    interestForInvoiceId: uuid('interest_for_invoice_id'),
    creditForInvoiceId: uuid('credit_for_invoice_id'),
    /** On a credit note: it completed the credit of its invoice, now wholly credited (docs/decisions/040). */
    completesCredit: boolean('completes_credit').notNull().default(false),
    createdAt: createdAt(),
    /** A running number per workshop from 1001, never reused: the OCR reference is made from it, so each is unique. */
    ocrSerial: bigint('ocr_serial', { mode: 'number' }).notNull(),
    /** The OCR reference: the serial with length and check digit (function in migration 0003, equal to src/shared/ocr.ts). */
    ocr: text('ocr')
      .notNull()
      .generatedAlwaysAs(sql`invoice_ocr(ocr_serial::text)`),
  },
  (table) => [
    tenantPrimaryKey('invoices', table),
    foreignKey({
      name: 'invoices_customer_id_customers_id_fk',
      columns: [table.organisationId, table.customerId],
      foreignColumns: [customers.organisationId, customers.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'invoices_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'invoices_interest_for_invoice_id_invoices_id_fk',
      columns: [table.organisationId, table.interestForInvoiceId],
      foreignColumns: [table.organisationId, table.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'invoices_credit_for_invoice_id_invoices_id_fk',
      columns: [table.organisationId, table.creditForInvoiceId],
      foreignColumns: [table.organisationId, table.id],
    }).onDelete('restrict'),
    uniqueIndex('invoices_number_unique').on(table.organisationId, table.invoiceNumber),
    index('invoices_list_order_idx').on(table.organisationId, table.createdAt, table.id),
    index('invoices_status_list_order_idx').on(table.organisationId, table.status, table.createdAt, table.id),
    index('invoices_work_order_idx').on(table.workOrderId),
    index('invoices_customer_idx').on(table.customerId),
    index('invoices_credit_for_idx').on(table.creditForInvoiceId, table.organisationId),
    uniqueIndex('invoices_completing_credit_unique')
      .on(table.creditForInvoiceId, table.organisationId)
      .where(sql`${table.completesCredit}`),
    // The receivables' candidates (decision 023): not settled, settled after a day, or overpaid.
    index('invoices_unsettled_idx')
      .on(table.organisationId)
      .where(sql`${table.paidAt} is null`),
    index('invoices_overpaid_idx')
      .on(table.organisationId)
      .where(sql`${table.overpaid}`),
    index('invoices_paid_at_idx').on(table.organisationId, table.paidAt),
    index('invoices_interest_for_idx')
      .on(table.interestForInvoiceId)
      .where(sql`${table.interestForInvoiceId} is not null`),
    uniqueIndex('invoices_ocr_serial_unique').on(table.organisationId, table.ocrSerial),
    index('invoices_org_invoice_date_idx').on(table.organisationId, table.invoiceDate),
    index('invoices_org_paid_at_idx').on(table.organisationId, table.paidAt),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** Hundredths: 8,5 hours is 850. */
    quantityHundredths: bigint('quantity_hundredths', { mode: 'number' }).notNull(),
    unitPriceOre: bigint('unit_price_ore', { mode: 'number' }).notNull(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    /** What the quantity counts ('h', 'st', 'l' …, shared/invoice-units.ts); null: pieces of nothing in particular. */
    unit: text('unit'),
    /** On a credit note's line: the original's line it takes back (docs/decisions/039). */
    creditsLineId: uuid('credits_line_id'),
  },
  (table) => [
    tenantPrimaryKey('invoice_lines', table),
    foreignKey({
      name: 'invoice_lines_credits_line_id_fk',
      columns: [table.creditsLineId, table.organisationId],
      foreignColumns: [table.id, table.organisationId],
    }).onDelete('restrict'),
    foreignKey({
      name: 'invoice_lines_invoice_id_invoices_id_fk',
      columns: [table.organisationId, table.invoiceId],
      foreignColumns: [invoices.organisationId, invoices.id],
    }).onDelete('cascade'),
    index('invoice_lines_credits_line_idx')
      .on(table.creditsLineId)
      .where(sql`${table.creditsLineId} is not null`),
    uniqueIndex('invoice_lines_position_unique').on(table.invoiceId, table.position, table.organisationId),
  ],
);
