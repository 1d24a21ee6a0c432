import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { countSubquery } from '../db/list-counts';
import { invoices, listCounts, workOrders } from '../db/schema';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type NewWorkOrderRow = typeof workOrders.$inferInsert;

function prepareUnfilteredPage(db: Database) {
  const organisationId = sql.placeholder('organisationId');
  return db
    .select({
      row: workOrders,
      total: sql<string>`(select coalesce(sum(${listCounts.count}), 0) from ${listCounts} where ${listCounts.organisationId} = ${organisationId} and ${listCounts.list} = 'work_orders')`,
    })
    .from(workOrders)
    .where(eq(workOrders.organisationId, organisationId))
    .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('work_orders_page');
}

// The unfiltered list is the hot path: prepared once per database handle, so neither Drizzle nor
// PostgreSQL builds and plans it again on every request.
const unfilteredPages = new WeakMap<Database, ReturnType<typeof prepareUnfilteredPage>>();

/** A page of the list and the list's total, in one round trip. */
export async function listWorkOrders(db: Database, organisationId: string, statuses: readonly string[] | null, limit: number, offset: number) {
  if (!statuses) {
    let prepared = unfilteredPages.get(db);
    if (!prepared) {
      prepared = prepareUnfilteredPage(db);
      unfilteredPages.set(db, prepared);
    }
    return prepared.execute({ organisationId, limit, offset });
  }
  const conditions = [eq(workOrders.organisationId, organisationId)];
  if (statuses) conditions.push(inArray(workOrders.status, [...statuses]));
  return db
    .select({ row: workOrders, total: countSubquery(organisationId, 'work_orders', statuses) })
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

/**
 * Inserts and counts in one statement (a data-modifying CTE): atomic without BEGIN/COMMIT, one round trip.
 * Returns null when the number is taken in the organisation.
 */
export async function insertCountedWorkOrder(db: Database, values: NewWorkOrderRow): Promise<WorkOrderRow | null> {
  const result = await db.execute(sql`
    with inserted as (
      insert into work_orders (organisation_id, work_order_number, title, description, customer_number, vehicle_category, work_category, status, priority, execution_date, todo_list, materials)
      values (${values.organisationId}, ${values.workOrderNumber}, ${values.title}, ${values.description ?? ''}, ${values.customerNumber}, ${values.vehicleCategory},
        ${values.workCategory}, ${values.status}, ${values.priority ?? 'medium'}, ${values.executionDate ?? null}::date,
        ${JSON.stringify(values.todoList ?? [])}::jsonb, ${JSON.stringify(values.materials ?? [])}::jsonb)
      on conflict (organisation_id, work_order_number) do nothing
      returning *
    ), counted as (
      insert into list_counts (organisation_id, list, status, count)
      select organisation_id, 'work_orders', status, 1 from inserted
      on conflict (organisation_id, list, status) do update set count = list_counts.count + 1
    )
    select id, organisation_id as "organisationId", work_order_number as "workOrderNumber", title, description,
      customer_number as "customerNumber", vehicle_category as "vehicleCategory", work_category as "workCategory", status, priority,
      to_char(execution_date, 'YYYY-MM-DD') as "executionDate", todo_list as "todoList", materials,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
    from inserted`);
  const [row] = (result as unknown as { rows: WorkOrderRow[] }).rows;
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
