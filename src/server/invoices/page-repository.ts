import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneRow } from '../db/one-row';
import { creditedHundredthsOf, creditsOf, feesOreOf, paidOreOf, reminderCountOf } from './amount-sql';
import { interestOreOf } from './interest-sql';
import { pageRowColumns, statusAsReadSql } from './status-sql';
import { invoices } from './tables';

// A page of the invoice list, built as JSON by PostgreSQL in one round trip.

/**
 * The API's JSON for an invoice, built by PostgreSQL from a row `p` of invoices with `credited_by_id`:
 * a page goes to the client as the text PostgreSQL produced (see work-orders/repository.ts).
 * Must match toInvoice: kronor are öre / 100 as float8, which PostgreSQL and JavaScript print alike.
 * 'amountPaid' is paidOreOf's sum, as in the single read; 'balance' copies balanceOre (shared/invoices.ts,
 * the rule) and 'status' statusAsReadSql, itself a copy of invoiceStatusAsRead (docs/decisions/043).
 */
const invoiceJson = (today: SQL) => sql`json_build_object(
  'id', p.id, 'invoiceNumber', p.invoice_number, 'customerName', p.customer_name, 'customerEmail', p.customer_email,
  'customerAddress', p.customer_address, 'customerId', p.customer_id, 'workOrderId', p.work_order_id,
  'items', (select coalesce(json_agg(json_build_object(
      'id', l.id, 'description', l.description, 'quantity', l.quantity_hundredths::float8 / 100,
      'price', l.unit_price_ore::float8 / 100, 'amount', l.amount_ore::float8 / 100, 'unit', l.unit,
      'creditedQuantity', case when cardinality(p.credit_note_ids) = 0 then 0 else ${creditedHundredthsOf(sql`l.id`)}::float8 / 100 end) order by l.position), '[]'::json)
    from invoice_lines as l where l.invoice_id = p.id),
  'dueDate', to_char(p.due_date, 'YYYY-MM-DD'), 'notes', p.notes,
  'buyerReference', p.buyer_reference, 'orderReference', p.order_reference,
  'status', ${statusAsReadSql(pageRowColumns, today)},
  'storedStatus', p.status,
  'vatTreatment', p.vat_treatment, 'customerCountry', p.customer_country, 'buyerVatNumber', p.buyer_vat_number,
  'net', p.net_ore::float8 / 100, 'vat', p.vat_ore::float8 / 100, 'total', p.total_ore::float8 / 100,
  'roundingAmount', p.rounding_ore::float8 / 100, 'amountToPay', p.amount_to_pay_ore::float8 / 100,
  'ocr', p.ocr,
  'paidAt', to_char(p.paid_at, 'YYYY-MM-DD'),
  'sentAt', to_char(p.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'amountPaid', p.paid_ore::float8 / 100,
  'balance', case when p.credit_for_invoice_id is not null or p.credited_by_id is not null then 0 else (p.amount_to_pay_ore + p.fees_ore - p.paid_ore - p.credited_ore)::float8 / 100 end,
  'feesCharged', p.fees_ore::float8 / 100, 'interestToDate', (${interestOreOf('p', today)})::float8 / 100, 'reminderCount', p.reminder_count,
  'interestForInvoiceId', p.interest_for_invoice_id,
  'creditForInvoiceId', p.credit_for_invoice_id, 'creditedByInvoiceId', p.credited_by_id,
  'creditedAmount', p.credited_ore::float8 / 100, 'creditNoteIds', to_json(p.credit_note_ids),
  'contentLocked', p.has_been_paid or p.credit_for_invoice_id is not null or cardinality(p.credit_note_ids) > 0,
  'invoiceDate', to_char(p.invoice_date, 'YYYY-MM-DD'),
  'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** Values, or placeholders of a prepared statement. */
interface PageParameters {
  organisationId: unknown;
  today: unknown;
  limit: unknown;
  offset: unknown;
}

/** A page of invoices as JSON text and, when `total` is given, the list's total: one round trip. */
function pageQuery(
  db: Database,
  { organisationId, today, limit, offset }: PageParameters,
  condition: SQL | null,
  total: SQL<string> | null,
) {
  const filter = condition ? sql`and ${condition}` : sql``;
  return db
    .select({
      total: total ?? sql<string>`null`,
      items: sql<string>`(select coalesce(json_agg(${invoiceJson(sql`${today}`)} order by p.created_at desc, p.id desc), '[]'::json)::text
        from (select "invoices".*, credits.credited_by_id, ${paidOreOf(sql`"invoices"."id"`)} as paid_ore,
                credits.credited_ore, credits.credit_note_ids,
                ${feesOreOf(sql`"invoices"."id"`)} as fees_ore, ${reminderCountOf(sql`"invoices"."id"`)} as reminder_count from "invoices"
              cross join lateral ${creditsOf(sql`"invoices"."id"`)} as credits
              where "invoices"."organisation_id" = ${organisationId} ${filter}
              order by "invoices"."created_at" desc, "invoices"."id" desc limit ${limit} offset ${offset}) as p)`,
    })
    .from(oneRow);
}

function prepareUnfilteredPage(db: Database) {
  const organisationId = sql.placeholder('organisationId');
  const total = sql<string>`(select coalesce(sum(lc.count), 0) from list_counts as lc where lc.organisation_id = ${organisationId} and lc.list = 'invoices')`;
  const parameters = {
    organisationId,
    today: sql.placeholder('today'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  };
  return pageQuery(db, parameters, null, total).prepare('invoices_page');
}

// The unfiltered list is the hot path: prepared once per database handle (see work-orders/repository.ts).
const unfilteredPages = new WeakMap<Database, ReturnType<typeof prepareUnfilteredPage>>();

/** A page of invoices as JSON text, and the total when a counter answers it (else null). */
export async function invoicePageJson(
  db: Database,
  organisationId: string,
  today: string,
  condition: SQL | null,
  limit: number,
  offset: number,
  total: SQL<string> | null,
) {
  let rows: Array<{ items: string; total: string | null }>;
  if (!condition && total) {
    let prepared = unfilteredPages.get(db);
    if (!prepared) {
      prepared = prepareUnfilteredPage(db);
      unfilteredPages.set(db, prepared);
    }
    rows = await prepared.execute({ organisationId, today, limit, offset });
  } else {
    rows = await pageQuery(db, { organisationId, today, limit, offset }, condition, total);
  }
  const [row] = rows;
  return {
    json: row?.items ?? '[]',
    total: row?.total === null || row?.total === undefined ? null : Number(row.total),
  };
}

export async function countInvoices(db: Database, organisationId: string, condition: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`count(*)` })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), condition));
  return Number(row?.total ?? 0);
}
