import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { workOrders } from './tables';
import { mentions, scrubbedJson, scrubbedText } from '../db/scrub';

/**
 * An erased customer's work orders stay (the workshop's own record of its work) with what their title,
 * description and checklist said of the person scrubbed. Answers every job of the customer (for the
 * time entries and trail on them) and how many changed. The rows that may mention the person are read
 * and written back in the caller's transaction: the checklist is scrubbed value by value, never as JSON
 * text (docs/decisions/034).
 */
export async function eraseFromWorkOrders(
  db: Database,
  organisationId: string,
  customer: { id: string; customerNumber: string },
  patterns: readonly string[],
): Promise<{ workOrderIds: string[]; changed: number }> {
  const ofCustomer = and(
    eq(workOrders.organisationId, organisationId),
    or(
      eq(workOrders.customerId, customer.id),
      and(isNull(workOrders.customerId), eq(workOrders.customerNumber, customer.customerNumber)),
    ),
  );
  const all = await db.select({ id: workOrders.id }).from(workOrders).where(ofCustomer);
  const text = sql`concat_ws(' ', ${workOrders.title}, ${workOrders.description}, ${workOrders.todoList}::text)`;
  const candidates = await db
    .select({
      id: workOrders.id,
      title: workOrders.title,
      description: workOrders.description,
      todoList: workOrders.todoList,
    })
    .from(workOrders)
    .where(and(ofCustomer, mentions(text, patterns)))
    .for('update');
  let changed = 0;
  for (const row of candidates) {
    const after = {
      title: scrubbedText(row.title, patterns),
      description: scrubbedText(row.description, patterns),
      todoList: scrubbedJson(row.todoList, patterns),
    };
    if (
      JSON.stringify(after) ===
      JSON.stringify({ title: row.title, description: row.description, todoList: row.todoList })
    )
      continue;
    await db
      .update(workOrders)
      .set(after)
      .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.id, row.id)));
    changed += 1;
  }
  return { workOrderIds: all.map((row) => row.id), changed };
}
