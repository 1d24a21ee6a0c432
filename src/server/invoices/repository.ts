import { and, asc, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvoiceStatus } from '../../shared/invoices';
import type { Database } from '../db/client';
import { invoiceLines, invoices, organisations, workOrders } from '../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

export interface InvoiceRecord {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  creditedById: string | null;
}

const creditNotes = alias(invoices, 'credit_notes');

// Written out in full: drizzle leaves columns unqualified in single-table queries, which would bind them to c.
const hasCreditNote = sql`exists (select 1 from invoices as c where c.credit_for_invoice_id = "invoices"."id")`;

/** The condition for a filter value; unpaid past the due date reads as overdue (PRODUCT.md §7). */
export function statusCondition(status: InvoiceStatus, today: string): SQL {
  const isCreditNote = sql`${invoices.creditForInvoiceId} is not null`;
  const canFallDue = and(eq(invoices.status, 'pending'), lt(invoices.dueDate, today), sql`not (${isCreditNote})`, sql`not ${hasCreditNote}`)!;
  switch (status) {
    case 'paid':
      return eq(invoices.status, 'paid');
    case 'overdue':
      return or(eq(invoices.status, 'overdue'), canFallDue)!;
    case 'pending':
      return and(eq(invoices.status, 'pending'), or(gte(invoices.dueDate, today), isCreditNote, hasCreditNote))!;
  }
}

async function withLines(db: Database, rows: Array<{ invoice: InvoiceRow; creditedById: string | null }>): Promise<InvoiceRecord[]> {
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
  const byInvoice = new Map<string, InvoiceLineRow[]>();
  for (const line of lines) {
    const list = byInvoice.get(line.invoiceId) ?? [];
    list.push(line);
    byInvoice.set(line.invoiceId, list);
  }
  return rows.map((row) => ({ ...row, lines: byInvoice.get(row.invoice.id) ?? [] }));
}

// The lines as JSON in the same row: a page of invoices is one round trip, not one per invoice.
const linesJson = sql<InvoiceLineRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', l.id, 'invoiceId', l.invoice_id, 'position', l.position, 'description', l.description,
    'quantityHundredths', l.quantity_hundredths, 'unitPriceOre', l.unit_price_ore, 'amountOre', l.amount_ore
  ) order by l.position), '[]'::json)
  from invoice_lines as l where l.invoice_id = "invoices"."id")`;

function prepareUnfilteredPage(db: Database) {
  const organisationId = sql.placeholder('organisationId');
  return db
    .select({
      invoice: invoices,
      creditedById: creditNotes.id,
      lines: linesJson,
      total: sql<string>`(select coalesce(sum(lc.count), 0) from list_counts as lc where lc.organisation_id = ${organisationId} and lc.list = 'invoices')`,
    })
    .from(invoices)
    .leftJoin(creditNotes, eq(creditNotes.creditForInvoiceId, invoices.id))
    .where(eq(invoices.organisationId, organisationId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('invoices_page');
}

// The unfiltered list is the hot path: prepared once per database handle (see work-orders/repository.ts).
const unfilteredPages = new WeakMap<Database, ReturnType<typeof prepareUnfilteredPage>>();

type PageRow = { invoice: InvoiceRow; creditedById: string | null; lines: InvoiceLineRow[]; total: string | null };

function toPage(rows: PageRow[]) {
  return rows.map(({ lines, total, ...record }) => ({ record: { ...record, lines }, total: total === null ? null : Number(total) }));
}

/** A page of invoices with their lines, and the total when a counter answers it, in one round trip. */
export async function listInvoices(db: Database, organisationId: string, condition: SQL | null, limit: number, offset: number, total: SQL<string> | null) {
  if (!condition && total) {
    let prepared = unfilteredPages.get(db);
    if (!prepared) {
      prepared = prepareUnfilteredPage(db);
      unfilteredPages.set(db, prepared);
    }
    return toPage(await prepared.execute({ organisationId, limit, offset }));
  }
  const rows = await db
    .select({ invoice: invoices, creditedById: creditNotes.id, lines: linesJson, total: total ?? sql<string>`null` })
    .from(invoices)
    .leftJoin(creditNotes, eq(creditNotes.creditForInvoiceId, invoices.id))
    .where(condition ? and(eq(invoices.organisationId, organisationId), condition) : eq(invoices.organisationId, organisationId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit)
    .offset(offset);
  return toPage(rows);
}

export async function countInvoices(db: Database, organisationId: string, condition: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`count(*)` })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), condition));
  return Number(row?.total ?? 0);
}

export async function findInvoice(db: Database, organisationId: string, id: string, lock = false): Promise<InvoiceRecord | null> {
  const query = db
    .select({ invoice: invoices, creditedById: creditNotes.id })
    .from(invoices)
    .leftJoin(creditNotes, eq(creditNotes.creditForInvoiceId, invoices.id))
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

export async function replaceLines(db: Database, invoiceId: string, lines: NewInvoiceLine[]): Promise<void> {
  await db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length > 0) await db.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId })));
}

export async function updateInvoice(db: Database, organisationId: string, id: string, values: Partial<NewInvoiceRow>): Promise<void> {
  await db
    .update(invoices)
    .set(values)
    .where(and(eq(invoices.organisationId, organisationId), eq(invoices.id, id)));
}

export async function deleteInvoice(db: Database, organisationId: string, id: string): Promise<void> {
  await db.delete(invoices).where(and(eq(invoices.organisationId, organisationId), eq(invoices.id, id)));
}

export async function isInvoiceNumberTaken(db: Database, organisationId: string, invoiceNumber: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), eq(invoices.invoiceNumber, invoiceNumber)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export async function findWorkOrderForInvoice(db: Database, organisationId: string, workOrderId: string) {
  const [row] = await db
    .select({ id: workOrders.id, executionDate: workOrders.executionDate, workOrderNumber: workOrders.workOrderNumber })
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.id, workOrderId)))
    .limit(1);
  return row ?? null;
}

export async function findPaymentTermsDays(db: Database, organisationId: string): Promise<number> {
  const [row] = await db.select({ days: organisations.paymentTermsDays }).from(organisations).where(eq(organisations.id, organisationId)).limit(1);
  return row?.days ?? 30;
}

export async function numbersWithPrefix(db: Database, organisationId: string, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ number: invoices.invoiceNumber })
    .from(invoices)
    .where(and(eq(invoices.organisationId, organisationId), like(invoices.invoiceNumber, `${prefix}%`)));
  return rows.map((row) => row.number);
}
