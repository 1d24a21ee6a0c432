import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { oneRow } from '../db/one-row';
import { invoiceLines, invoices } from './tables';
import { pageRowColumns, readsAsSql, statusAsReadSql } from './status-sql';
import { RIKSBANK_REFERENCE_RATES } from '../../shared/interest';
import { organisationInterestRateOf } from '../organisations/service';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId' | 'organisationId'>;

export interface InvoiceRecord {
  invoice: InvoiceRow;
  /** Its lines, each with what credit notes of chosen lines took back of it (hundredths, positive). */
  lines: Array<InvoiceLineRow & { creditedHundredths: number }>;
  /** The credit note that completed its credit (docs/decisions/040): wholly credited when set. */
  creditedById: string | null;
  /** What its credit notes took back of the amount to pay, in öre (positive). */
  creditedOre: number;
  /** Its credit notes, oldest first. */
  creditNoteIds: string[];
  /** The sum of its payments, in öre. */
  paidOre: number;
  /** Reminder fees and förseningsersättning its reminders charged, in öre. */
  feesOre: number;
  reminderCount: number;
}

/** The sum of an invoice's payments (an SQL expression of its id), for the record and the page alike. */
const paidOreOf = (invoiceId: SQL) =>
  sql<number>`(select coalesce(sum(pm.amount_ore), 0) from payments as pm where pm.invoice_id = ${invoiceId})`;

/** What its reminders charged (fees and förseningsersättning), in öre. */
const feesOreOf = (invoiceId: SQL) =>
  sql<number>`(select coalesce(sum(rm.fee_ore + rm.late_compensation_ore), 0) from reminders as rm where rm.invoice_id = ${invoiceId})`;
/** What its credit notes took back of the amount to pay, in öre (positive; a note's amount is stored negative). */
const creditedOreOf = (invoiceId: SQL) =>
  sql<number>`(select coalesce(-sum(cn.amount_to_pay_ore), 0) from invoices as cn where cn.credit_for_invoice_id = ${invoiceId})`;
const creditNoteIdsOf = (invoiceId: SQL) =>
  sql<
    string[]
  >`(select coalesce(array_agg(cn.id order by cn.created_at, cn.id), '{}') from invoices as cn where cn.credit_for_invoice_id = ${invoiceId})`;
/** What credit notes of chosen lines took back of a line, in hundredths (positive). */
const creditedHundredthsOf = (lineId: SQL) =>
  sql<number>`(select coalesce(-sum(cl.quantity_hundredths), 0) from invoice_lines as cl where cl.credits_line_id = ${lineId})`;
const reminderCountOf = (invoiceId: SQL) =>
  sql<number>`(select count(*)::int from reminders as rm where rm.invoice_id = ${invoiceId})`;

const SHIPPED_RATE_DAYS = `{${RIKSBANK_REFERENCE_RATES.map((rate) => rate.validFrom).join(',')}}`;
const SHIPPED_RATE_BPS = `{${RIKSBANK_REFERENCE_RATES.map((rate) => rate.rateBp).join(',')}}`;

/** The last day an interest invoice (not wholly credited) billed interest of invoice `row` through: its date. */
const interestBilledThroughOf = (row: SQL) =>
  sql`(select max(ii.invoice_date) from invoices as ii where ii.interest_for_invoice_id = ${row}.id
        and not exists (select 1 from invoices as iic where iic.credit_for_invoice_id = ii.id and iic.completes_credit))`;

/** The day interest of an invoice counts from: its due date, or the last day an interest invoice billed. */
export async function interestFromOf(db: Database, organisationId: string, id: string): Promise<string> {
  const [row] = await rowsOf<{ from: string }>(
    db,
    sql`select to_char(greatest(i.due_date, coalesce(${interestBilledThroughOf(sql.raw('i'))}, i.due_date)), 'YYYY-MM-DD') as "from"
        from invoices as i where i.organisation_id = ${organisationId} and i.id = ${id}`,
  );
  return row!.from;
}

/**
 * Dröjsmålsränta to `today` in öre of an invoice row `p` (its columns by name), by the database's
 * late_interest_ore (migration 0024; the rule, whose test-only oracle is test/oracles/late-interest.ts): from the
 * due date or the date of the last interest invoice (not wholly credited), to today or the day it was settled;
 * none on a credit note, a wholly credited invoice or an interest invoice. Partial credit notes lower the debt
 * on their dates, as payments do (docs/decisions/039). The Riksbank's rates, then the workshop's own (which win).
 */
/** What lowers an invoice's debt on a day: its payments and its credit notes (their amounts stored negative). */
const reductionsOf = (row: SQL) =>
  sql`(select pm.payment_date as day, pm.created_at, pm.amount_ore from payments as pm where pm.invoice_id = ${row}.id
        union all select cn.invoice_date, cn.created_at, -cn.amount_to_pay_ore from invoices as cn where cn.credit_for_invoice_id = ${row}.id) as ip`;

const interestOreOf = (p: string, today: SQL) => {
  const row = sql.raw(p);
  return sql<number>`case when ${row}.credit_for_invoice_id is null and ${row}.interest_for_invoice_id is null
      and ${row}.due_date < ${today}::date and (${row}.paid_at is null or ${row}.paid_at > ${row}.due_date)
      and not exists (select 1 from invoices as ic where ic.credit_for_invoice_id = ${row}.id and ic.completes_credit)
    then late_interest_ore(${row}.amount_to_pay_ore, greatest(${row}.due_date, coalesce(${interestBilledThroughOf(row)}, ${row}.due_date)),
      least(${today}::date, coalesce(${row}.paid_at, ${today}::date)),
      (select coalesce(array_agg(ip.day order by ip.day, ip.created_at), '{}') from ${reductionsOf(row)}),
      (select coalesce(array_agg(ip.amount_ore order by ip.day, ip.created_at), '{}') from ${reductionsOf(row)}),
      ${SHIPPED_RATE_DAYS}::date[] || (select coalesce(array_agg(rr.valid_from order by rr.valid_from), '{}') from reference_rates as rr where rr.organisation_id = ${row}.organisation_id),
      ${SHIPPED_RATE_BPS}::integer[] || (select coalesce(array_agg(rr.rate_bp order by rr.valid_from), '{}') from reference_rates as rr where rr.organisation_id = ${row}.organisation_id),
      ${organisationInterestRateOf(sql`${row}.organisation_id`)})
    else 0 end`;
};

/** The invoice's interest to `today`, in öre (the single invoice's read; a page computes it in its JSON). */
export async function interestToDateOre(
  db: Database,
  organisationId: string,
  id: string,
  today: string,
): Promise<number> {
  const [row] = await rowsOf<{ interest: number }>(
    db,
    sql`select (${interestOreOf('i', sql`${today}`)})::float8 as interest from invoices as i where i.organisation_id = ${organisationId} and i.id = ${id}`,
  );
  return Number(row?.interest ?? 0);
}

const creditNotes = alias(invoices, 'credit_notes');

async function withLines(
  db: Database,
  rows: Array<{
    invoice: InvoiceRow;
    creditedById: string | null;
    creditedOre: number;
    creditNoteIds: string[];
    paidOre: number;
    feesOre: number;
    reminderCount: number;
  }>,
): Promise<InvoiceRecord[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((row) => row.invoice.id),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  const credited = new Map<string, number>();
  // Only invoices with credit notes have lines taken back: no second read for the others.
  const creditedInvoices = rows.filter((row) => row.creditNoteIds.length > 0).map((row) => row.invoice.id);
  if (creditedInvoices.length > 0) {
    const takenBack = await db
      .select({ lineId: invoiceLines.creditsLineId, hundredths: sql<string>`-sum(${invoiceLines.quantityHundredths})` })
      .from(invoiceLines)
      .where(
        inArray(
          invoiceLines.invoiceId,
          rows.flatMap((row) => row.creditNoteIds),
        ),
      )
      .groupBy(invoiceLines.creditsLineId);
    for (const row of takenBack) if (row.lineId) credited.set(row.lineId, Number(row.hundredths));
  }
  const byInvoice = new Map<string, InvoiceRecord['lines']>();
  for (const line of lines) {
    const list = byInvoice.get(line.invoiceId) ?? [];
    list.push({ ...line, creditedHundredths: credited.get(line.id) ?? 0 });
    byInvoice.set(line.invoiceId, list);
  }
  return rows.map((row) => ({
    ...row,
    paidOre: Number(row.paidOre),
    creditedOre: Number(row.creditedOre),
    feesOre: Number(row.feesOre),
    reminderCount: Number(row.reminderCount),
    lines: byInvoice.get(row.invoice.id) ?? [],
  }));
}

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
      'creditedQuantity', ${creditedHundredthsOf(sql`l.id`)}::float8 / 100) order by l.position), '[]'::json)
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
        from (select "invoices".*, credit_notes.id as credited_by_id, ${paidOreOf(sql`"invoices"."id"`)} as paid_ore,
                ${creditedOreOf(sql`"invoices"."id"`)} as credited_ore, ${creditNoteIdsOf(sql`"invoices"."id"`)} as credit_note_ids,
                ${feesOreOf(sql`"invoices"."id"`)} as fees_ore, ${reminderCountOf(sql`"invoices"."id"`)} as reminder_count from "invoices"
              left join "invoices" as credit_notes on credit_notes.credit_for_invoice_id = "invoices"."id" and credit_notes.completes_credit
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

export async function findInvoice(
  db: Database,
  organisationId: string,
  id: string,
  lock = false,
): Promise<InvoiceRecord | null> {
  const query = db
    .select({
      invoice: invoices,
      creditedById: creditNotes.id,
      paidOre: paidOreOf(sql`${invoices.id}`),
      creditedOre: creditedOreOf(sql`${invoices.id}`),
      creditNoteIds: creditNoteIdsOf(sql`${invoices.id}`),
      feesOre: feesOreOf(sql`${invoices.id}`),
      reminderCount: reminderCountOf(sql`${invoices.id}`),
    })
    .from(invoices)
    .leftJoin(creditNotes, and(eq(creditNotes.creditForInvoiceId, invoices.id), eq(creditNotes.completesCredit, true)))
    .where(and(eq(invoices.organisationId, organisationId), eq(invoices.id, id)))
    .limit(1);
  const rows = lock ? await query.for('update', { of: invoices }) : await query;
  const [record] = await withLines(db, rows);
  return record ?? null;
}

export async function insertInvoice(db: Database, values: NewInvoiceRow): Promise<InvoiceRow | null> {
  const [row] = await db
    .insert(invoices)
    .values(values)
    .onConflictDoNothing({ target: [invoices.organisationId, invoices.invoiceNumber] })
    .returning();
  return row ?? null;
}

export async function replaceLines(
  db: Database,
  organisationId: string,
  invoiceId: string,
  lines: NewInvoiceLine[],
): Promise<void> {
  await db
    .delete(invoiceLines)
    .where(and(eq(invoiceLines.organisationId, organisationId), eq(invoiceLines.invoiceId, invoiceId)));
  if (lines.length > 0)
    await db.insert(invoiceLines).values(lines.map((line) => ({ ...line, organisationId, invoiceId })));
}

export async function updateInvoice(
  db: Database,
  organisationId: string,
  id: string,
  values: Partial<NewInvoiceRow>,
): Promise<void> {
  await db
    .update(invoices)
    .set(values)
    .where(and(eq(invoices.organisationId, organisationId), eq(invoices.id, id)));
}

export async function deleteInvoice(db: Database, organisationId: string, id: string): Promise<void> {
  await db.delete(invoices).where(and(eq(invoices.organisationId, organisationId), eq(invoices.id, id)));
}

/** The numeric suffixes at or after `from` of the workshop's invoice numbers that start with `prefix`. */
export async function invoiceSuffixesFrom(
  db: Database,
  organisationId: string,
  prefix: string,
  from: number,
): Promise<number[]> {
  const rows = await rowsOf<{ n: string }>(
    db,
    sql`
    select n from (
      select case when substr(invoice_number, ${prefix.length + 1}) ~ '^[0-9]{1,15}$' then substr(invoice_number, ${prefix.length + 1})::bigint end as n
      from invoices where organisation_id = ${organisationId} and starts_with(invoice_number, ${prefix})
    ) numbered where n >= ${from} order by n`,
  );
  return rows.map((row) => Number(row.n));
}

export async function isInvoiceNumberTaken(
  db: Database,
  organisationId: string,
  invoiceNumber: string,
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), eq(invoices.invoiceNumber, invoiceNumber)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

/** What a work order's history shows of its invoices: number, total and status as read today. */
export async function invoiceSummariesOf(db: Database, organisationId: string, workOrderIds: string[], today: string) {
  if (workOrderIds.length === 0) return [];
  return db
    .select({
      id: invoices.id,
      workOrderId: invoices.workOrderId,
      invoiceNumber: invoices.invoiceNumber,
      totalOre: invoices.totalOre,
      amountToPayOre: invoices.amountToPayOre,
      status: readsAsSql(today),
      creditForInvoiceId: invoices.creditForInvoiceId,
      creditedByInvoiceId: sql<
        string | null
      >`(select c.id from invoices as c where c.credit_for_invoice_id = "invoices"."id" and c.completes_credit)`,
    })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), inArray(invoices.workOrderId, workOrderIds)))
    .orderBy(asc(invoices.createdAt));
}

/** Invoices whose number holds the text, or whose stored OCR reference is `ocr` exactly, newest first: the header search. */
export async function findInvoicesByNumber(
  db: Database,
  organisationId: string,
  pattern: string,
  limit: number,
  ocr: string | null = null,
) {
  const byNumber = ilike(invoices.invoiceNumber, pattern);
  return db
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, customerName: invoices.customerName })
    .from(invoices)
    .where(
      and(eq(invoices.organisationId, organisationId), ocr === null ? byNumber : or(byNumber, eq(invoices.ocr, ocr))),
    )
    .orderBy(desc(invoices.createdAt))
    .limit(limit);
}

export async function invoiceExists(db: Database, organisationId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), eq(invoices.id, id)))
    .limit(1);
  return row !== undefined;
}

/** An invoice a bank payment may pay: found by its OCR serial or its number (MONEY.md decision 3). */
export interface PayableCandidate {
  id: string;
  invoiceNumber: string;
  ocrSerial: number;
  /** A credit note, or an invoice credited by one: takes no payments. */
  closed: boolean;
}

/** The workshop's invoices with one of these OCR serials or numbers, in one round trip. */
export async function invoicesByOcrOrNumber(
  db: Database,
  organisationId: string,
  ocrSerials: number[],
  numbers: string[],
): Promise<PayableCandidate[]> {
  if (ocrSerials.length === 0 && numbers.length === 0) return [];
  return rowsOf<PayableCandidate>(
    db,
    sql`select i.id, i.invoice_number as "invoiceNumber", i.ocr_serial::float8 as "ocrSerial",
          (i.credit_for_invoice_id is not null or exists (select 1 from invoices as c where c.credit_for_invoice_id = i.id and c.completes_credit)) as closed
        from invoices as i
        where i.organisation_id = ${organisationId}
          and (i.ocr_serial = any(${sql.param(ocrSerials)}::bigint[]) or i.invoice_number = any(${sql.param(numbers)}::text[]))`,
  );
}

/** The receivables as the API's JSON text (built by PostgreSQL), with the number of customers for X-Total-Count. */
export interface ReceivablesText {
  json: string;
  customerCount: number;
}

/**
 * The receivables as of `date` in one statement (MONEY.md decision 5, decision 023): every invoice
 * with a balance other than 0 then — issued by then, payments and reminders' fees dated up to it,
 * credits made by then — grouped by customer, summed by lateness; one page of customers, most
 * overdue first. Only invoices not settled by the day, or overpaid, can have such a balance: they are
 * found by index, not by summing all 100 000.
 */
export async function receivablesAsOfSql(
  db: Database,
  organisationId: string,
  date: string,
  limit: number,
  offset: number,
): Promise<ReceivablesText> {
  const [row] = await rowsOf<{ json: string; customerCount: number }>(
    db,
    sql`with open as (
          select * from (
            select i.id, i.invoice_number, i.customer_id, i.customer_name, i.due_date,
              coalesce(i.customer_id::text, 'name:' || i.customer_name) as customer_key,
              greatest(0, ${date}::date - i.due_date) as days_late,
              i.amount_to_pay_ore
                + coalesce((select sum(r.fee_ore + r.late_compensation_ore) from reminders as r where r.invoice_id = i.id and r.reminder_date <= ${date}::date), 0)
                - coalesce((select sum(p.amount_ore) from payments as p where p.invoice_id = i.id and p.payment_date <= ${date}::date), 0)
                + coalesce((select sum(c.amount_to_pay_ore) from invoices as c where c.credit_for_invoice_id = i.id and c.invoice_date <= ${date}::date), 0) as balance
            from invoices as i
            where i.organisation_id = ${organisationId} and (i.paid_at is null or i.paid_at > ${date}::date or i.overpaid)
              and i.invoice_date <= ${date}::date and i.credit_for_invoice_id is null
              -- Wholly credited by then: the completing note found by its unique key, per candidate (an anti-join read all invoices).
              and coalesce((select c.invoice_date from invoices as c where c.credit_for_invoice_id = i.id and c.completes_credit), 'infinity'::date) > ${date}::date
          ) as candidate
          where balance <> 0
        ),
        customers as (
          select customer_key, min(customer_id::text) as customer_id, min(customer_name) as name,
            sum(balance) as total, coalesce(sum(balance) filter (where days_late > 0), 0) as overdue
          from open group by customer_key
        ),
        page as (select * from customers order by overdue desc, total desc, name, customer_key limit ${limit} offset ${offset}),
        -- Materialized: inlined into the lookup per page customer below, it read every open invoice 50 times (25 ms of 107).
        page_invoices as materialized (
          select o.customer_key, json_agg(json_build_object(
              'id', o.id, 'invoiceNumber', o.invoice_number, 'dueDate', to_char(o.due_date, 'YYYY-MM-DD'),
              'daysLate', o.days_late, 'balance', o.balance::float8 / 100) order by o.due_date, o.invoice_number) as invoices
          from open as o where o.customer_key in (select customer_key from page) group by o.customer_key
        )
        select (select count(*) from customers)::int as "customerCount", json_build_object(
          'date', ${date}::text,
          'total', coalesce((select sum(balance) from open), 0)::float8 / 100,
          'overdue', coalesce((select sum(balance) from open where days_late > 0), 0)::float8 / 100,
          'invoiceCount', (select count(*) from open),
          'buckets', (select json_build_object(
              'notDue', coalesce(sum(balance) filter (where days_late = 0), 0)::float8 / 100,
              'd1_30', coalesce(sum(balance) filter (where days_late between 1 and 30), 0)::float8 / 100,
              'd31_60', coalesce(sum(balance) filter (where days_late between 31 and 60), 0)::float8 / 100,
              'd61_90', coalesce(sum(balance) filter (where days_late between 61 and 90), 0)::float8 / 100,
              'over90', coalesce(sum(balance) filter (where days_late > 90), 0)::float8 / 100) from open),
          'customers', coalesce((select json_agg(json_build_object(
              'customerId', page.customer_id, 'name', page.name, 'total', page.total::float8 / 100, 'overdue', page.overdue::float8 / 100,
              'invoices', (select pi.invoices from page_invoices as pi where pi.customer_key = page.customer_key))
            order by page.overdue desc, page.total desc, page.name, page.customer_key) from page), '[]'::json)
        )::text as json`,
  );
  return { json: row!.json, customerCount: Number(row!.customerCount) };
}

/** What deciding paid needs of many invoices, locked for the caller's transaction in one order (no deadlock). */
export async function lockForSettlement(db: Database, organisationId: string, ids: string[]) {
  const rows: Array<{
    id: string;
    status: string;
    paidAt: string | null;
    hasBeenPaid: boolean;
    overpaid: boolean;
    amountDueOre: number;
    closed: boolean;
  }> = [];
  const sorted = [...ids].sort();
  for (let start = 0; start < sorted.length; start += 1000)
    rows.push(
      ...(await rowsOf<(typeof rows)[number]>(
        db,
        sql`select i.id, i.status, to_char(i.paid_at, 'YYYY-MM-DD') as "paidAt", i.has_been_paid as "hasBeenPaid", i.overpaid,
              -- Less what partial credit notes took back: a bank payment of the rest pays it (docs/decisions/040).
              (i.amount_to_pay_ore + ${feesOreOf(sql`i.id`)} - ${creditedOreOf(sql`i.id`)})::float8 as "amountDueOre",
              (i.credit_for_invoice_id is not null or exists (select 1 from invoices as c where c.credit_for_invoice_id = i.id and c.completes_credit)) as closed
            from invoices as i where i.organisation_id = ${organisationId} and i.id = any(${sql.param(sorted.slice(start, start + 1000))}::uuid[])
            order by i.id for update of i`,
      )),
    );
  return rows;
}

/** Writes many invoices' status, paid date and has-been-paid in one statement per thousand. */
export async function updateSettlements(
  db: Database,
  organisationId: string,
  rows: Array<{ id: string; status: string; paidAt: string | null; hasBeenPaid: boolean; overpaid: boolean }>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    const values = sql.join(
      chunk.map(
        (row) =>
          sql`(${row.id}::uuid, ${row.status}, ${row.paidAt}::date, ${row.hasBeenPaid}::boolean, ${row.overpaid}::boolean)`,
      ),
      sql`, `,
    );
    await db.execute(sql`update invoices set status = v.status, paid_at = v.paid_at, has_been_paid = v.has_been_paid, overpaid = v.overpaid
      from (values ${values}) as v(id, status, paid_at, has_been_paid, overpaid)
      where invoices.id = v.id and invoices.organisation_id = ${organisationId}`);
  }
}

/**
 * Holds the workshop's invoice writes one after the other until the transaction ends, on every server:
 * taken before the newest invoice date is read and kept while the number is taken, so that no invoice
 * can get a later number with an earlier date (docs/decisions/036).
 */
export async function lockInvoiceDates(db: Database, organisationId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice-dates:${organisationId}`}))`);
}

/** The date of the workshop's newest invoice of any kind (credit notes and interest invoices too), or null. */
export async function lastInvoiceDate(db: Database, organisationId: string): Promise<string | null> {
  const [row] = await rowsOf<{ date: string | null }>(
    db,
    sql`select to_char(max(invoice_date), 'YYYY-MM-DD') as "date" from invoices where organisation_id = ${organisationId}`,
  );
  return row?.date ?? null;
}

/** An invoice's credit notes with their lines (what creditTotals reads as the earlier notes), oldest first. */
export async function creditNotesOf(db: Database, organisationId: string, invoiceId: string) {
  const notes = await db
    .select({
      id: invoices.id,
      invoiceDate: invoices.invoiceDate,
      netOre: invoices.netOre,
      vatOre: invoices.vatOre,
      roundingOre: invoices.roundingOre,
      amountToPayOre: invoices.amountToPayOre,
    })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), eq(invoices.creditForInvoiceId, invoiceId)))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
  if (notes.length === 0) return [];
  const lines = await db
    .select({
      invoiceId: invoiceLines.invoiceId,
      creditsLineId: invoiceLines.creditsLineId,
      quantityHundredths: invoiceLines.quantityHundredths,
      amountOre: invoiceLines.amountOre,
    })
    .from(invoiceLines)
    .where(
      and(
        eq(invoiceLines.organisationId, organisationId),
        inArray(
          invoiceLines.invoiceId,
          notes.map((note) => note.id),
        ),
      ),
    );
  return notes.map((note) => ({ ...note, lines: lines.filter((line) => line.invoiceId === note.id) }));
}
