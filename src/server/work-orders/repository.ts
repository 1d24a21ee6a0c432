import { keptMaterials } from './kept-amounts';
import { performedIdsJson } from './performed-services';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { randomShard } from '../db/list-counts';
import { namedStatement } from '../db/named-statement';
import { workOrders } from './tables';
import { customerNameOf } from '../customers/service';
import { machineNameOf } from '../machines/service';
import { assigneeIdsJson } from './assignees';
import { newJobAmounts } from './kept-amounts';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type NewWorkOrderRow = typeof workOrders.$inferInsert;

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
