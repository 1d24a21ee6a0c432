import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { workOrders } from '../db/schema';
import { mentions, scrubbed, scrubbedJson } from '../db/scrub';

/**
 * An erased customer's work orders stay (the workshop's own record of its work) with what their title,
 * description and checklist said of the person scrubbed. Answers every job of the customer (for the
 * time entries and trail on them) and how many changed.
 */
export async function eraseFromWorkOrders(
  db: Database,
  organisationId: string,
  customer: { id: string; customerNumber: string },
  patterns: readonly string[],
): Promise<{ workOrderIds: string[]; changed: number }> {
  const ofCustomer = and(
    eq(workOrders.organisationId, organisationId),
    or(eq(workOrders.customerId, customer.id), and(isNull(workOrders.customerId), eq(workOrders.customerNumber, customer.customerNumber))),
  );
  const all = await db.select({ id: workOrders.id }).from(workOrders).where(ofCustomer);
  const text = sql`concat_ws(' ', ${workOrders.title}, ${workOrders.description}, ${workOrders.todoList}::text)`;
  const changed = await db
    .update(workOrders)
    .set({
      title: scrubbed(sql`${workOrders.title}`, patterns),
      description: scrubbed(sql`${workOrders.description}`, patterns),
      todoList: scrubbedJson(sql`${workOrders.todoList}`, patterns),
    })
    .where(and(ofCustomer, mentions(text, patterns)))
    .returning({ id: workOrders.id });
  return { workOrderIds: all.map((row) => row.id), changed: changed.length };
}
