import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey, organisationId } from '../db/schema/columns';

// The parts register (docs/stock.md). Quantities in hundredths, money in öre. Its ledger is in part-movements-table.ts.

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
