import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { workOrders } from './tables';
import { mentions, scrubbed, scrubbedJson, scrubbedText } from '../db/scrub';

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

/** What an erased customer's signatures became (FIELD.md decision 4, docs/decisions/065). */
export interface SignatureErasure {
  /** Signatures of jobs with an issued invoice: kept whole, as the invoices are. */
  kept: number;
  /** Signatures of jobs never invoiced: name, drawing and the person in the signed content erased. */
  erased: number;
}

/**
 * An erased customer keeps the signatures of invoiced work, the invoices' evidence; the others lose
 * the printed name, the drawing and what the signed content said of the person, under a setting of
 * this transaction that the append-only trigger (migration 0058) lets through for those columns alone.
 * The stored hash stays: it no longer matches, as evidence that was erased (as quote approvals', 055).
 */
export async function eraseFromSignatures(
  db: Database,
  organisationId: string,
  workOrderIds: readonly string[],
  patterns: readonly string[],
  erasedName: string,
): Promise<SignatureErasure> {
  if (workOrderIds.length === 0) return { kept: 0, erased: 0 };
  const ofJobs = sql`s.organisation_id = ${organisationId} and s.work_order_id in (${sql.join(
    workOrderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const invoiced = sql`exists (select 1 from invoices i where i.organisation_id = s.organisation_id and i.work_order_id = s.work_order_id)`;
  const counted = (await db.execute(sql`
    select count(*) filter (where ${invoiced}) as kept, count(*) filter (where not ${invoiced} and s.image_png_base64 is not null) as erased
    from work_order_signatures s where ${ofJobs}`)) as unknown as {
    rows: Array<{ kept: number | string; erased: number | string }>;
  };
  const result = { kept: Number(counted.rows[0]?.kept ?? 0), erased: Number(counted.rows[0]?.erased ?? 0) };
  if (result.erased === 0) return result;
  await db.execute(sql`select set_config('verkstan.erasing_signatures', 'on', true)`);
  await db.execute(sql`
    update work_order_signatures s set name = ${erasedName}, image_png_base64 = null, content = ${scrubbed(sql`s.content`, patterns)}
    where ${ofJobs} and not ${invoiced} and s.image_png_base64 is not null`);
  await db.execute(sql`select set_config('verkstan.erasing_signatures', 'off', true)`);
  return result;
}
