import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { MAX_METER_HOURS_PER_DAY, NOT_INVOICED_AFTER_DAYS, type FindingKind } from '../../shared/assistant';
import { FINISHED_STATUSES } from '../../shared/work-orders';
import type { Database } from '../db/client';
import { findingDismissals } from '../db/schema';
import { oneRow } from '../db/one-row';
import { rowsOf } from '../db/rows';
import { overdueIntervalNamesOf } from '../service-plans/service';
import { materialRowsSql, roundedAsJavaScript } from '../work-orders/service';

// Fakturakontroll's questions as one query over the workshop's own records (read only, as the export
// reads the books: docs/decisions/026-assistant.md), each a condition on what the features keep on the
// row — a job's amounts, a reading's step, a machine's service days (docs/decisions/029 and 031) — so
// that a page, the count and the sum at stake are read from indexes; only the page's findings get
// their words (insights.ts). Money in öre.

/** The finished statuses as literals, so that the partial index work_orders_unbilled_finished_idx serves them. */
const finishedLiterals = sql.raw(FINISHED_STATUSES.map((status) => `'${status}'`).join(', '));

/** Less than a krona is rounding, not a loss; a literal, so that the partial index work_orders_under_billed_idx serves it. */
const UNDER_BILLED_MINIMUM_ORE = sql.raw('100');
/** Tenths of an hour per calendar day; a literal, so that the partial index meter_readings_jump_idx serves it. */
const JUMP_TENTHS_PER_DAY = sql.raw(String(MAX_METER_HOURS_PER_DAY * 10));

/** The job's day: its execution date, else the Swedish day it was last finished, else the day it was made. */
const sinceOf = (w: SQL) => sql`coalesce(${w}.execution_date,
    (select max(a.at at time zone 'Europe/Stockholm')::date from audit_events as a
      where a.organisation_id = ${w}.organisation_id and a.entity = 'workOrder' and a.entity_id = ${w}.id
        and exists (select 1 from jsonb_array_elements(a.changes) as change
                     where change->>'field' = 'status' and change->>'to' in (${finishedLiterals}))),
    (${w}.created_at at time zone 'Europe/Stockholm')::date)`;

/** A part's cost: the moving average of its receipts, else its purchase price. */
const costOf = (p: SQL) => sql`coalesce(${p}.average_cost_ore, ${p}.purchase_price_ore)`;

/**
 * Every current finding of the workshop, dismissed ones left out, as (key, kind, amount_ore,
 * work_order_id, invoice_id, machine_id, part_id, reading_id, quantity, price_ore). Freshen the kept
 * values first (insights.ts).
 */
function findingsSql(organisationId: string | Placeholder, today: string | Placeholder): SQL {
  return sql`select f.* from (
      select 'not-invoiced:' || w.id as key, 'not-invoiced' as kind, w.materials_ore + w.time_ore as amount_ore,
             w.id as work_order_id, null::uuid as invoice_id, null::uuid as machine_id, null::uuid as part_id, null::uuid as reading_id,
             null::float8 as quantity, null::float8 as price_ore
        from work_orders as w
       where w.organisation_id = ${organisationId} and w.status in (${finishedLiterals}) and w.billed_by_invoice_id is null
         and ${sinceOf(sql`w`)} + ${NOT_INVOICED_AFTER_DAYS}::int <= ${today}::date
      union all
      select 'under-billed:' || w.id, 'under-billed', w.materials_ore + w.time_ore - w.billed_ore, w.id, w.billed_by_invoice_id, null, null, null, null, null
        from work_orders as w
       where w.organisation_id = ${organisationId} and w.billed_by_invoice_id is not null
         and w.materials_ore + w.time_ore - w.billed_ore >= ${UNDER_BILLED_MINIMUM_ORE}
      union all
      -- Stock that would be sold at a loss at its sale price.
      select 'below-cost:part:' || p.id, 'below-cost',
             ${roundedAsJavaScript(sql`(${costOf(sql`p`)} - p.sale_price_ore)::float8 * (p.on_hand_hundredths::float8 / 100)`)}::bigint,
             null, null, null, p.id, null, null, null
        from parts as p
       where p.organisation_id = ${organisationId} and p.stocked and p.on_hand_hundredths > 0
         and p.sale_price_ore < ${costOf(sql`p`)} and ${costOf(sql`p`)} > 0
      union all
      -- Jobs not yet billed (neither cancelled nor invoiced) that sell a part below its cost: the price can still be put right.
      select 'below-cost:' || s.work_order_id || ':' || s.part_id, 'below-cost', s.loss, s.work_order_id, null, null, s.part_id, null, s.quantity, s.price_ore
        from (select m.work_order_id, m.part_id, sum(m.loss)::bigint as loss, sum(m.quantity) as quantity,
                     (array_agg(m.price_ore order by m.position))[1] as price_ore
                from (select r.work_order_id, c.id as part_id, r.position, r.quantity, r.price_ore,
                             ${roundedAsJavaScript(sql`(c.cost - r.price_ore) * r.quantity`)} as loss
                        from (${materialRowsSql(sql`(select w.id, w.materials from work_orders as w
                               where w.organisation_id = ${organisationId} and w.status <> 'Avbruten' and w.billed_by_invoice_id is null
                                 and exists (select 1 from work_order_parts as wp where wp.work_order_id = w.id and wp.organisation_id = ${organisationId}))`)}) as r
                        join (select p.id, ${costOf(sql`p`)}::float8 as cost from parts as p
                               where p.organisation_id = ${organisationId} and ${costOf(sql`p`)} > 0) as c on c.id::text = r.part_id
                       where r.price_ore < c.cost and r.quantity > 0) as m
               group by m.work_order_id, m.part_id) as s
      union all
      select 'meter-jump:' || r.id, 'meter-jump', null, null, null, r.machine_id, null, r.id, null, null
        from meter_readings as r join machines as m on m.id = r.machine_id and m.organisation_id = ${organisationId} and m.meter_unit = 'h'
       where r.organisation_id = ${organisationId} and r.previous_tenths is not null
         and r.value_tenths - r.previous_tenths > ${JUMP_TENTHS_PER_DAY} * greatest(r.reading_date - r.previous_date, 1)
      union all
      -- A machine with an overdue service and no open job (neither finished nor cancelled).
      select 'service-overdue:' || m.id, 'service-overdue', null, null, null, m.id, null, null, null, null
        from machines as m
       where m.organisation_id = ${organisationId} and m.service_overdue_from <= ${today}::date
         -- A hashed set of the machines with an open job, read from work_orders_open_by_machine_idx alone.
         and m.id not in (select w.machine_id from work_orders as w
                           where w.organisation_id = ${organisationId} and w.machine_id is not null
                             and w.status <> 'Avbruten' and w.status not in (${finishedLiterals}))
    ) as f
    -- A hashed set of the workshop's dismissals: probed once per finding, where a join looked each up in the index.
    where f.key not in (select d.key from finding_dismissals as d where d.organisation_id = ${organisationId})`;
}

export interface FoundRow {
  key: string;
  kind: FindingKind;
  amountOre: number | null;
  workOrderId: string | null;
  invoiceId: string | null;
  machineId: string | null;
  partId: string | null;
  readingId: string | null;
  /** A below-cost job's quantity of the part and its first price below cost. */
  quantity: number | null;
  priceOre: number | null;
  /** What the finding's words say of the records it names. */
  job: JobFacts | null;
  part: PartFacts | null;
  reading: ReadingFacts | null;
  machine: MachineFacts | null;
}

export interface JobFacts {
  workOrderNumber: string;
  title: string;
  since: string;
  usedOre: number;
  billedOre: number;
  invoiceNumber: string | null;
}

export interface PartFacts {
  partNumber: string;
  name: string;
  unit: string;
  salePriceOre: number;
  costOre: number;
  onHandHundredths: number;
}

export interface ReadingFacts {
  machineName: string;
  readingDate: string;
  valueTenths: number;
  previousDate: string;
  previousTenths: number;
}

export interface MachineFacts {
  make: string;
  model: string | null;
  marking: string | null;
  overdue: string[] | null;
}

const foundColumns = sql`key, kind, amount_ore::float8 as "amountOre", work_order_id as "workOrderId", invoice_id as "invoiceId",
  machine_id as "machineId", part_id as "partId", reading_id as "readingId", quantity, price_ore::float8 as "priceOre"`;
/** Largest amount first, those without one last; then by key, byte by byte. */
const findingOrder = sql`"amountOre" desc nulls last, key collate "C"`;

/** `found`'s rows (alias of a query of foundColumns) with the facts of the records they name: run on a page, not on every finding. */
const withFacts = (found: SQL, organisationId: string | Placeholder, today: string | Placeholder) => sql`select f.*,
    (select json_build_object('workOrderNumber', w.work_order_number, 'title', w.title, 'since', ${sinceOf(sql`w`)}::text,
              'usedOre', (w.materials_ore + w.time_ore)::float8, 'billedOre', w.billed_ore::float8,
              'invoiceNumber', (select i.invoice_number from invoices as i where i.id = w.billed_by_invoice_id and i.organisation_id = w.organisation_id))
       from work_orders as w where w.id = f."workOrderId" and w.organisation_id = ${organisationId}) as job,
    (select json_build_object('partNumber', p.part_number, 'name', p.name, 'unit', p.unit, 'salePriceOre', p.sale_price_ore::float8,
              'costOre', ${costOf(sql`p`)}::float8, 'onHandHundredths', p.on_hand_hundredths::float8)
       from parts as p where p.id = f."partId" and p.organisation_id = ${organisationId}) as part,
    (select json_build_object('machineName', trim(m.make || ' ' || coalesce(m.model, '')), 'readingDate', r.reading_date::text,
              'valueTenths', r.value_tenths::float8, 'previousDate', r.previous_date::text, 'previousTenths', r.previous_tenths::float8)
       from meter_readings as r join machines as m on m.id = r.machine_id and m.organisation_id = r.organisation_id
      where r.id = f."readingId" and r.organisation_id = ${organisationId}) as reading,
    (select json_build_object('make', m.make, 'model', m.model, 'marking', coalesce(m.registration_number, m.serial_number, m.unit_number),
              'overdue', ${overdueIntervalNamesOf(sql`m.id`, organisationId, today)})
       from machines as m where f.kind = 'service-overdue' and m.id = f."machineId" and m.organisation_id = ${organisationId}) as machine
  from (${found}) as f`;

function preparePage(db: Database) {
  const [organisationId, today] = [sql.placeholder('organisationId'), sql.placeholder('today')];
  const page = sql`select ${foundColumns} from found order by ${findingOrder} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  return db
    .select({
      page: sql<string>`(with found as (${findingsSql(organisationId, today)})
        select json_build_object('total', (select count(*) from found), 'amountOre', (select coalesce(sum(amount_ore), 0) from found)::float8,
          'rows', coalesce((select json_agg(p order by ${findingOrder}) from (${withFacts(page, organisationId, today)}) as p), '[]'::json))::text)`,
    })
    .from(oneRow)
    .prepare('insights_page');
}

// Prepared once per database handle: planning the five questions took 5,6 ms of the 19 (EXPLAIN ANALYZE).
const pages = new WeakMap<Database, ReturnType<typeof preparePage>>();

/** A page of the findings in their order (with what their words need), how many there are and the öre at stake in all. */
export async function findingsPage(db: Database, organisationId: string, today: string, limit: number, offset: number) {
  let prepared = pages.get(db);
  if (!prepared) pages.set(db, (prepared = preparePage(db)));
  const [row] = await prepared.execute({ organisationId, today, limit, offset });
  const page = JSON.parse(row!.page) as { total: number; amountOre: number; rows: FoundRow[] };
  return { total: Number(page.total), amountOre: Number(page.amountOre), rows: page.rows };
}

/** The finding with `key`, if it is current and not dismissed. */
export async function findingWithKey(db: Database, organisationId: string, today: string, key: string): Promise<FoundRow | null> {
  const found = sql`select ${foundColumns} from (${findingsSql(organisationId, today)}) as found where key = ${key}`;
  const [row] = await rowsOf<FoundRow>(db, withFacts(found, organisationId, today));
  return row ?? null;
}

/** Remembers a dismissal; false when it was dismissed already. */
export async function insertDismissal(db: Database, organisationId: string, key: string, userId: string): Promise<boolean> {
  const inserted = await db.insert(findingDismissals).values({ organisationId, key, userId }).onConflictDoNothing().returning({ key: findingDismissals.key });
  return inserted.length > 0;
}
