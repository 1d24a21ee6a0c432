import { and, desc, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { randomShard } from '../db/list-counts';
import { namedStatement } from '../db/named-statement';
import { oneRow } from '../db/one-row';
import { workOrders } from './tables';
import { customerNameOf } from '../customers/service';
import { machineFactsOf, machineNameOf } from '../machines/service';
import { assigneeIdsJson, hasAssignee } from './assignees';
import { keptMaterials, newJobAmounts } from './kept-amounts';
import { performedIdsJson } from './performed-services';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type NewWorkOrderRow = typeof workOrders.$inferInsert;

/** Free text as a JSON string (to_json escapes it), an absent value as null. */
const jsonText = (value: SQL) => sql`coalesce(to_json(${value})::text, 'null')`;
/** A value that needs no escaping (a uuid, a formatted date) as a JSON string, an absent one as null. */
const jsonPlain = (value: SQL) => sql`coalesce('"' || ${value} || '"', 'null')`;

/**
 * The API's JSON for a work order, built by PostgreSQL: a page is handed to the client as the text
 * PostgreSQL produced, without parsing rows in Node (the benchmark's largest cost). Written by
 * concatenation, not json_build_object, which costs about 1 µs a value (docs/performance.md): the
 * page's JSON in 0,45 ms instead of 1,07. Must match toWorkOrder (held by work-orders/list-json.test.ts).
 */
const workOrderJson = sql`'{"id":"' || w.id || '","workOrderNumber":' || ${jsonText(sql`w.work_order_number`)}
  || ',"title":' || ${jsonText(sql`w.title`)} || ',"description":' || ${jsonText(sql`w.description`)}
  || ',"customerNumber":' || ${jsonText(sql`w.customer_number`)} || ',"customerId":' || ${jsonPlain(sql`w.customer_id`)}
  || ',"machineId":' || ${jsonPlain(sql`w.machine_id`)}
  || ',"customerName":' || ${jsonText(customerNameOf(sql`w.organisation_id`, sql`w.customer_id`))}
  || ',"machineName":' || ${jsonText(machineNameOf(sql`w.organisation_id`, sql`w.machine_id`))}
  || ',"meterReading":' || coalesce((select (r.value_tenths::float8 / 10)::text from meter_readings as r where r.work_order_id = w.id), 'null')
  || ',"serviceIntervalIds":' || ${performedIdsJson(sql`w.id`)}::text || ',"assigneeIds":' || ${assigneeIdsJson(sql`w.id`)}::text
  || ',"vehicleCategory":' || ${jsonText(sql`w.vehicle_category`)} || ',"workCategory":' || ${jsonText(sql`w.work_category`)}
  || ',"status":' || ${jsonText(sql`w.status`)} || ',"priority":' || ${jsonText(sql`w.priority`)}
  || ',"createdAt":"' || to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
  || ',"executionDate":' || ${jsonPlain(sql`to_char(w.execution_date, 'YYYY-MM-DD')`)}
  || ',"todoList":' || coalesce(w.todo_list::text, 'null') || ',"materials":' || coalesce(w.materials::text, 'null') || '}'`;

/** The page's objects as a JSON array, newest first. */
const pageJson = sql`coalesce('[' || string_agg(${workOrderJson}, ',' order by w.created_at desc, w.id desc) || ']', '[]')`;

function preparePage(db: Database, isFiltered: boolean) {
  const organisationId = sql.placeholder('organisationId');
  const statusFilter = isFiltered ? sql`and status = any(${sql.placeholder('statuses')}::text[])` : sql``;
  return db
    .select({
      total: sql<string>`(select coalesce(sum(lc.count), 0) from list_counts as lc where lc.organisation_id = ${organisationId} and lc.list = 'work_orders' ${isFiltered ? sql`and lc.status = any(${sql.placeholder('statuses')}::text[])` : sql``})`,
      items: sql<string>`(select ${pageJson}
        from (select * from work_orders where organisation_id = ${organisationId} ${statusFilter}
              order by created_at desc, id desc limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) as w)`,
    })
    .from(oneRow)
    .prepare(isFiltered ? 'work_orders_page_filtered' : 'work_orders_page');
}

// Prepared once per database handle, so neither Drizzle nor PostgreSQL builds and plans them again.
const pages = new WeakMap<
  Database,
  { unfiltered: ReturnType<typeof preparePage>; filtered: ReturnType<typeof preparePage> }
>();

/** A customer's or a machine's work orders, newest first, as JSON text with their total (not the hot path: built per call). */
export async function workOrderPageJsonOf(
  db: Database,
  organisationId: string,
  of: { customerId: string | null; machineId: string | null; assigneeId: string | null },
  statuses: readonly string[] | null,
  limit: number,
  offset: number,
) {
  const conditions = [sql`organisation_id = ${organisationId}`];
  if (of.customerId) conditions.push(sql`customer_id = ${of.customerId}`);
  if (of.machineId) conditions.push(sql`machine_id = ${of.machineId}`);
  if (of.assigneeId) conditions.push(hasAssignee(sql`work_orders.id`, of.assigneeId));
  if (statuses) conditions.push(sql`status = any(${sql.param([...statuses])}::text[])`);
  const where = sql.join(conditions, sql` and `);
  const [row] = await db
    .select({
      total: sql<number>`(select count(*)::int from work_orders where ${where})`,
      items: sql<string>`(select ${pageJson}
        from (select * from work_orders where ${where} order by created_at desc, id desc limit ${limit} offset ${offset}) as w)`,
    })
    .from(oneRow);
  return { json: row?.items ?? '[]', total: Number(row?.total ?? 0) };
}

/** A page of the list as JSON text, newest first, and the list's total: one round trip. */
export async function workOrderPageJson(
  db: Database,
  organisationId: string,
  statuses: readonly string[] | null,
  limit: number,
  offset: number,
) {
  let prepared = pages.get(db);
  if (!prepared) {
    prepared = { unfiltered: preparePage(db, false), filtered: preparePage(db, true) };
    pages.set(db, prepared);
  }
  const [row] = statuses
    ? await prepared.filtered.execute({ organisationId, statuses: [...statuses], limit, offset })
    : await prepared.unfiltered.execute({ organisationId, limit, offset });
  return { json: row?.items ?? '[]', total: Number(row?.total ?? 0) };
}

/** The meter this work order recorded at intake, as a subquery of a select from work_orders. */
// Written out in full: drizzle leaves columns unqualified in single-table queries, which would bind them to r.
export const meterReadingOf = sql<
  number | null
>`(select r.value_tenths::float8 / 10 from meter_readings as r where r.work_order_id = "work_orders"."id")`;

/** What a work order performs, as a subquery of a select from work_orders. */
const serviceIntervalIdsOf = sql<string[]>`${performedIdsJson(sql`"work_orders"."id"`)}`;
const assigneeIdsOf = sql<string[]>`${assigneeIdsJson(sql`"work_orders"."id"`)}`;
/** Whom and what it is for, by name: the customer's and the machine's (read from their owners' subqueries). */
const customerNameOfRow = customerNameOf(sql`"work_orders"."organisation_id"`, sql`"work_orders"."customer_id"`);
const machineNameOfRow = machineNameOf(sql`"work_orders"."organisation_id"`, sql`"work_orders"."machine_id"`);

export interface WorkOrderRecord {
  row: WorkOrderRow;
  meterReading: number | null;
  serviceIntervalIds: string[];
  assigneeIds: string[];
  customerName: string | null;
  machineName: string | null;
}

/** A work order as the API shows it: the row and what it reads from its neighbours, in one select. */
const workOrderRecordColumns = {
  row: workOrders,
  meterReading: meterReadingOf,
  serviceIntervalIds: serviceIntervalIdsOf,
  assigneeIds: assigneeIdsOf,
  customerName: customerNameOfRow,
  machineName: machineNameOfRow,
};

export async function findWorkOrder(db: Database, organisationId: string, id: string): Promise<WorkOrderRecord | null> {
  const [found] = await db
    .select(workOrderRecordColumns)
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.id, id)))
    .limit(1);
  return found ?? null;
}

/** Inserts inside a transaction (the counted statement cannot run in one); null when the number is taken. */
export async function insertWorkOrder(db: Database, values: NewWorkOrderRow): Promise<WorkOrderRow | null> {
  const [row] = await db
    .insert(workOrders)
    .values({ ...values, ...newJobAmounts(values.materials) })
    .onConflictDoNothing({ target: [workOrders.organisationId, workOrders.workOrderNumber] })
    .returning();
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

const insertCounted = namedStatement<WorkOrderRow>(
  'insert_counted_work_order',
  `with inserted as (
    insert into work_orders (organisation_id, work_order_number, title, description, customer_number, vehicle_category, work_category, status, priority, execution_date, todo_list, materials,
      materials_ore, time_ore, billed_ore)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11::jsonb, $12::jsonb, $16, 0, 0)
    on conflict (organisation_id, work_order_number) do nothing
    returning *
  ), counted as (
    insert into list_counts (organisation_id, list, status, shard, count)
    select organisation_id, 'work_orders', status, $13, 1 from inserted
    on conflict (organisation_id, list, status, shard) do update set count = list_counts.count + 1
  ), audited as (
    insert into audit_events (organisation_id, user_id, user_name, entity, entity_id, action)
    select organisation_id, $14::uuid, $15, 'workOrder', id, 'created' from inserted
  )
  select id, organisation_id as "organisationId", work_order_number as "workOrderNumber", title, description,
    customer_number as "customerNumber", customer_id as "customerId", machine_id as "machineId", vehicle_category as "vehicleCategory", work_category as "workCategory", status, priority,
    to_char(execution_date, 'YYYY-MM-DD') as "executionDate", todo_list as "todoList", materials,
    to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
  from inserted`,
);

/**
 * Inserts, counts and records who created it in one statement (a data-modifying CTE): atomic without
 * BEGIN/COMMIT, one round trip. Returns null when the number is taken in the organisation.
 */
export async function insertCountedWorkOrder(
  db: Database,
  values: NewWorkOrderRow,
  creator: { id: string; name: string },
): Promise<WorkOrderRow | null> {
  const [row] = await insertCounted(db, [
    values.organisationId,
    values.workOrderNumber,
    values.title,
    values.description ?? '',
    values.customerNumber,
    values.vehicleCategory,
    values.workCategory,
    values.status,
    values.priority ?? 'medium',
    values.executionDate ?? null,
    JSON.stringify(values.todoList ?? []),
    JSON.stringify(values.materials ?? []),
    randomShard(),
    creator.id,
    creator.name,
    newJobAmounts(values.materials).materialsOre,
  ]);
  return row ?? null;
}

export async function isWorkOrderNumberTaken(
  db: Database,
  organisationId: string,
  workOrderNumber: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.workOrderNumber, workOrderNumber)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function updateWorkOrder(
  db: Database,
  organisationId: string,
  id: string,
  values: Partial<NewWorkOrderRow>,
): Promise<WorkOrderRow | null> {
  const [row] = await db
    .update(workOrders)
    .set({ ...values, ...keptMaterials(values.materials) })
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

export async function numbersWithPrefix(db: Database, organisationId: string, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ number: workOrders.workOrderNumber })
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), like(workOrders.workOrderNumber, `${prefix}%`)));
  return rows.map((row) => row.number);
}

/** A machine's work orders, newest first, each with the meter it recorded at intake. */
export async function workOrdersOfMachine(
  db: Database,
  organisationId: string,
  machineId: string,
  page: { limit: number; offset: number } = { limit: 1_000_000, offset: 0 },
): Promise<WorkOrderRecord[]> {
  return db
    .select(workOrderRecordColumns)
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.machineId, machineId)))
    .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countWorkOrdersOfMachine(
  db: Database,
  organisationId: string,
  machineId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.machineId, machineId)));
  return Number(row?.count ?? 0);
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

/** A work order's number as a scalar subquery, for other features' queries (time entries show it). */
export function workOrderNumberOf(workOrderId: SQL): SQL<string> {
  return sql<string>`(select job.work_order_number from work_orders as job where job.id = ${workOrderId})`;
}
