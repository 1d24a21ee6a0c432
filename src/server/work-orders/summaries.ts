import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { machineFactsOf } from '../machines/service';
import { workOrders } from './tables';

// What the features above read of a work order by itself (invoices, the header search, time's checks),
// offered through work orders' service; the job's own reads and writes stay in repository.ts.

/** What an invoice shows of its work order: the number, the date of the work and the machine. */
export async function findWorkOrderSummary(db: Database, organisationId: string, workOrderId: string) {
  const [row] = await db
    .select({
      id: workOrders.id,
      executionDate: workOrders.executionDate,
      workOrderNumber: workOrders.workOrderNumber,
      customerId: workOrders.customerId,
      machine: machineFactsOf(sql`${workOrders.organisationId}`, sql`${workOrders.machineId}`),
    })
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.id, workOrderId)))
    .limit(1);
  return row ?? null;
}

/** Work orders whose number holds the text, newest first: the header search. */
export async function findWorkOrdersByNumber(db: Database, organisationId: string, pattern: string, limit: number) {
  return db
    .select({ id: workOrders.id, workOrderNumber: workOrders.workOrderNumber, title: workOrders.title })
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), ilike(workOrders.workOrderNumber, pattern)))
    .orderBy(desc(workOrders.createdAt))
    .limit(limit);
}

export async function workOrderExists(db: Database, organisationId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.id, id)))
    .limit(1);
  return row !== undefined;
}
