import { bigserial, bigint, foreignKey, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, tableAbove, tenantPrimaryKey } from '../db/schema/columns';
import { parts } from './tables';

/** The work_orders table a foreign key here names (it is declared by its own feature above). */
const workOrders = tableAbove('work_orders');

// A part's ledger. In a file of its own: a movement names the work order that drew it, and work-orders/tables.ts
// names the part, so one file for both would import in a circle.

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
