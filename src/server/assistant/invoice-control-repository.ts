import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FindingKind } from '../../shared/assistant';
import type { Database } from '../db/client';
import { findingDismissals } from './tables';
import { genericPlanStatement } from '../db/generic-plan-statement';
import { rowsOf } from '../db/rows';
import { overdueIntervalNamesOf } from '../service-plans/service';
import { costOf, findingKinds, sinceOf } from './finding-kinds';
import { staleStateSql, type StaleState } from './kept-state';

// Fakturakontroll's reads (read only, as the export reads the books: docs/decisions/026-assistant.md):
// a page, the count and the sum at stake in one statement, each kind read from its own index
// (finding-kinds.ts, docs/decisions/032); only the page's findings get their words (invoice-control.ts).

/** Every current finding of the workshop, dismissed ones left out. Freshen the kept values first (invoice-control.ts). */
const findingsSql = (organisationId: string | Placeholder, today: string | Placeholder): SQL =>
  sql.join(
    findingKinds(organisationId, today).map((kind) => kind.rows),
    sql` union all `,
  );

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
  /** A fixed-price job's accepted amount net of VAT (docs/decisions/064); null for any other job. */
  fixedPriceOre: number | null;
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
              'fixedPriceOre', (case when w.price_type = 'fixed' then w.approved_net_ore end)::float8,
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

/** A page of the findings (with the facts their words need), their count and the öre at stake, as one JSON text. */
function pageStatement() {
  const [organisationId, today] = [sql.placeholder('organisationId'), sql.placeholder('today')];
  const kinds = findingKinds(organisationId, today);
  // A page at offset o of n is among the first o + n of each kind in the kind's own order.
  const firsts = sql.join(
    kinds.map((kind) => sql`(${kind.rows} order by ${kind.order} limit ${sql.placeholder('reach')})`),
    sql` union all `,
  );
  const page = sql`select ${foundColumns} from (${firsts}) as found order by ${findingOrder} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  const counts = sql.join(
    kinds.map((kind) => sql`select count(*) as n, sum(k.amount_ore) as ore from (${kind.rows}) as k`),
    sql` union all `,
  );
  return genericPlanStatement<{ page: string }>(
    'invoice_control_page',
    sql`select json_build_object('stale', ${staleStateSql(organisationId, today)}, 'total', c.total, 'amountOre', c.ore,
          'rows', coalesce((select json_agg(p order by ${findingOrder}) from (${withFacts(page, organisationId, today)}) as p), '[]'::json))::text as page
        from (select sum(n)::float8 as total, coalesce(sum(ore), 0)::float8 as ore from (${counts}) as counted) as c`,
  );
}

const pageOf = pageStatement();

/**
 * A page of the findings in their order (with what their words need), how many there are and the öre at
 * stake in all; and whether the kept values it reads were all kept (if not, keep them and ask again).
 */
export async function findingsPage(db: Database, organisationId: string, today: string, limit: number, offset: number) {
  const [row] = await pageOf(db, { organisationId, today, limit, offset, reach: limit + offset });
  const page = JSON.parse(row!.page) as {
    stale: StaleState;
    total: number;
    amountOre: number;
    rows: FoundRow[];
  };
  return { stale: page.stale, total: Number(page.total), amountOre: Number(page.amountOre), rows: page.rows };
}

/** The finding with `key`, if it is current and not dismissed. */
export async function findingWithKey(
  db: Database,
  organisationId: string,
  today: string,
  key: string,
): Promise<FoundRow | null> {
  const found = sql`select ${foundColumns} from (${findingsSql(organisationId, today)}) as found where found.key = ${key}`;
  const [row] = await rowsOf<FoundRow>(db, withFacts(found, organisationId, today));
  return row ?? null;
}

/** Remembers a dismissal; false when it was dismissed already. */
export async function insertDismissal(
  db: Database,
  organisationId: string,
  key: string,
  userId: string,
): Promise<boolean> {
  const inserted = await db
    .insert(findingDismissals)
    .values({ organisationId, key, userId })
    .onConflictDoNothing()
    .returning({ key: findingDismissals.key });
  return inserted.length > 0;
}
