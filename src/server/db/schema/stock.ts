import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey } from './columns';
import { organisationId } from './accounts';
import { workOrders } from './work';

// Parts and their ledger (docs/stock.md). Quantities in hundredths, money in öre.

export const parts = pgTable(
  'parts',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    partNumber: text('part_number').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull().default('st'),
    purchasePriceOre: bigint('purchase_price_ore', { mode: 'number' }),
    salePriceOre: bigint('sale_price_ore', { mode: 'number' }).notNull().default(0),
    supplier: text('supplier'),
    location: text('location'),
    reorderPointHundredths: bigint('reorder_point_hundredths', { mode: 'number' }),
    /** false: ordered per job, never counted (no movements, never reserved). */
    stocked: boolean('stocked').notNull().default(true),
    /** The sum of the part's movements, written in the same transaction as each of them. */
    onHandHundredths: bigint('on_hand_hundredths', { mode: 'number' }).notNull().default(0),
    /** Moving average of the receipts' unit costs. */
    averageCostOre: bigint('average_cost_ore', { mode: 'number' }),
    /** Number, name, supplier and shelf in lower case (sv-SE), for `q`. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('parts', table),
    // Pages of the workshop's export in the order they were written (docs/decisions/027).
    index('parts_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    // Fakturakontroll's stock sold below its cost (assistant/invoice-control-repository.ts).
    index('parts_below_cost_idx')
      .on(table.organisationId)
      .where(
        sql`stocked and on_hand_hundredths > 0 and sale_price_ore < coalesce(average_cost_ore, purchase_price_ore)`,
      ),
    // In byte order, as the list sorts (COLLATE "C"): the same order on every server, read from the index.
    uniqueIndex('parts_number_unique').on(table.organisationId, sql`${table.partNumber} collate "C"`),
  ],
);

/** Every change of a part's quantity, never changed or deleted: the ledger. */
export const partMovements = pgTable(
  'part_movements',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** The ledger's own order, exact within a transaction where created_at is one instant. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    organisationId: organisationId(),
    // No action, not restrict: checked at the end of the statement, so a workshop deleted with its parts and ledger cascades.
    partId: uuid('part_id').notNull(),
    type: text('type').notNull(),
    quantityHundredths: bigint('quantity_hundredths', { mode: 'number' }).notNull(),
    unitCostOre: bigint('unit_cost_ore', { mode: 'number' }),
    note: text('note'),
    workOrderId: uuid('work_order_id'),
    onHandAfterHundredths: bigint('on_hand_after_hundredths', { mode: 'number' }).notNull(),
    averageCostAfterOre: bigint('average_cost_after_ore', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('part_movements', table),
    foreignKey({
      name: 'part_movements_part_id_parts_id_fk',
      columns: [table.organisationId, table.partId],
      foreignColumns: [parts.organisationId, parts.id],
    }).onDelete('no action'),
    // Set null on the work order's column alone (migration 0030 says so in SQL): the tenant key stays.
    foreignKey({
      name: 'part_movements_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('set null'),
    index('part_movements_part_idx').on(table.partId, table.sequence),
    index('part_movements_work_order_idx').on(table.workOrderId),
    // Pages of the workshop's export in the order they were written (docs/decisions/027).
    index('part_movements_export_order_idx').on(table.organisationId, table.createdAt, table.id),
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
