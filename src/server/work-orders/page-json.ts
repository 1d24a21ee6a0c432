import { CONSUMER_ESTIMATE_MARGIN_PERCENT } from '../../shared/quote-price-limit';
import { performedIdsJson } from './performed-services';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneRow } from '../db/one-row';
import { customerNameOf } from '../customers/service';
import { machineNameOf } from '../machines/service';
import { assigneeIdsJson, hasAssignee } from './assignees';

/** Free text as a JSON string (to_json escapes it), an absent value as null. */
const jsonText = (value: SQL) => sql`coalesce(to_json(${value})::text, 'null')`;
/** A value that needs no escaping (a uuid, a formatted date) as a JSON string, an absent one as null. */
const jsonPlain = (value: SQL) => sql`coalesce('"' || ${value} || '"', 'null')`;

/** The invoice limit's two fields, as mapper.ts' limitOf (shared/quote-price-limit.ts' invoiceLimit). */
const consumerEstimate = sql`w.price_type = 'approximate' and coalesce(w.price_consumer, false)`;
const ceiling = sql`w.price_type = 'running' and w.max_amount_ore is not null`;
const limitJson = sql`',"limitAmount":' || case
    when ${consumerEstimate} then ((coalesce(w.approved_amount_ore, 0) * ${sql.raw(String(100 + CONSUMER_ESTIMATE_MARGIN_PERCENT))} / 100)::float8 / 100)::text
    when ${ceiling} then ((w.max_amount_ore + coalesce(w.extra_work_ore, 0))::float8 / 100)::text
    else 'null' end
  || ',"limitKind":' || case when ${consumerEstimate} then '"consumer-estimate"' when ${ceiling} then '"ceiling"' else 'null' end`;

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
  || ',"todoList":' || coalesce(w.todo_list::text, 'null') || ',"materials":' || coalesce(w.materials::text, 'null')
  || ',"plannedLabour":' || coalesce(w.planned_labour::text, '[]') || ',"quoteId":' || ${jsonPlain(sql`w.quote_id`)}
  || ',"approvedAmount":' || coalesce((w.approved_amount_ore::float8 / 100)::text, 'null')
  || ',"priceType":' || ${jsonPlain(sql`w.price_type`)} || ${limitJson} || '}'`;

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

/**
 * The workshop's work orders among the ids as a JSON array (newest first), in one statement: the field
 * pack's jobs (GET /field/today), however many they are. Another workshop's ids find nothing.
 */
export async function workOrdersAmongJson(
  db: Database,
  organisationId: string,
  ids: readonly string[],
): Promise<string> {
  if (ids.length === 0) return '[]';
  const [row] = await db
    .select({
      items: sql<string>`(select ${pageJson} from (select * from work_orders
        where organisation_id = ${organisationId} and id = any(${sql.param([...ids])}::uuid[])) as w)`,
    })
    .from(oneRow);
  return row?.items ?? '[]';
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
