import { foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey } from '../db/schema/columns';
import { users } from '../auth/tables';
import { organisations } from '../organisations/tables';
import { workOrders } from './tables';

/**
 * The customer's signature on a work order (FIELD.md decision 5): at most one per job, only ever
 * inserted (migration 0049's trigger refuses UPDATE, DELETE and TRUNCATE, as quote approvals'; 0058
 * lets an erasure clear the name and drawing of a job never invoiced). It
 * keeps what was signed for as canonical JSON (RFC 8785) and its SHA-256, so that the hash can be
 * checked again later; the drawn PNG as base64 (at most 200 KB decoded).
 */
export const workOrderSignatures = pgTable(
  'work_order_signatures',
  {
    id: uuid('id').notNull().defaultRandom(),
    // Restrict, as quote approvals': a workshop with evidence is not deleted by a cascade the trigger refuses.
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    workOrderId: uuid('work_order_id').notNull(),
    /** The customer's printed name. */
    name: text('name').notNull(),
    /** The drawing; null once erased with a customer whose job was never invoiced (migration 0058). */
    imagePngBase64: text('image_png_base64'),
    /** The work order's materials, time and checklist when it was signed, canonical JSON. */
    content: text('content').notNull(),
    contentHash: text('content_hash').notNull(),
    /** Who held the phone: the member who collected it. */
    collectedBy: uuid('collected_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** When it was signed: the device's time (within bounds), else the server's. */
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('work_order_signatures', table),
    // A signed job keeps its evidence: the job cannot be deleted while it is signed.
    foreignKey({
      name: 'work_order_signatures_work_order_id_work_orders_id_fk',
      columns: [table.organisationId, table.workOrderId],
      foreignColumns: [workOrders.organisationId, workOrders.id],
    }).onDelete('restrict'),
    uniqueIndex('work_order_signatures_one_per_job').on(table.workOrderId, table.organisationId),
    index('work_order_signatures_export_order_idx').on(table.organisationId, table.createdAt, table.id),
  ],
);
