import { and, desc, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { invoices, workOrders } from '../db/schema';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type NewWorkOrderRow = typeof workOrders.$inferInsert;

export async function listWorkOrders(db: Database, organisationId: string, statuses: readonly string[] | null, limit: number, offset: number) {
  const conditions = [eq(workOrders.organisationId, organisationId)];
  if (statuses) conditions.push(inArray(workOrders.status, [...statuses]));
  return db
    .select()
    .from(workOrders)
    .where(and(...conditions))
    .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
    .limit(limit)
    .offset(offset);
}

export async function findWorkOrder(db: Database, organisationId: string, id: string): Promise<WorkOrderRow | null> {
  const [row] = await db
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.id, id)))
    .limit(1);
  return row ?? null;
}

/** Reads and locks the row until the transaction ends, so concurrent changes keep the counts right. */
export async function lockWorkOrder(db: Database, organisationId: string, id: string): Promise<WorkOrderRow | null> {
  const [row] = await db
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Returns null when the number is taken in the organisation (the transaction stays usable). */
export async function insertWorkOrder(db: Database, values: NewWorkOrderRow): Promise<WorkOrderRow | null> {
  const [row] = await db
    .insert(workOrders)
    .values(values)
    .onConflictDoNothing({ target: [workOrders.organisationId, workOrders.workOrderNumber] })
    .returning();
  return row ?? null;
}

export async function isWorkOrderNumberTaken(db: Database, organisationId: string, workOrderNumber: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.workOrderNumber, workOrderNumber)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function updateWorkOrder(db: Database, organisationId: string, id: string, values: Partial<NewWorkOrderRow>): Promise<WorkOrderRow | null> {
  const [row] = await db
    .update(workOrders)
    .set(values)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteWorkOrder(db: Database, organisationId: string, id: string): Promise<WorkOrderRow | null> {
  const [row] = await db
    .delete(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.id, id)))
    .returning();
  return row ?? null;
}

export async function hasInvoices(db: Database, workOrderId: string): Promise<boolean> {
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.workOrderId, workOrderId)).limit(1);
  return row !== undefined;
}

export async function numbersWithPrefix(db: Database, organisationId: string, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ number: workOrders.workOrderNumber })
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), like(workOrders.workOrderNumber, `${prefix}%`)));
  return rows.map((row) => row.number);
}
