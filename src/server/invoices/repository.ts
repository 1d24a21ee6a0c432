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

export async function listInvoices(db: Database, organisationId: string, condition: SQL | null, limit: number, offset: number) {
  const rows = await db
    .select({ invoice: invoices, creditedById: creditNotes.id })
    .from(invoices)
    .leftJoin(creditNotes, eq(creditNotes.creditForInvoiceId, invoices.id))
    .where(condition ? and(eq(invoices.organisationId, organisationId), condition) : eq(invoices.organisationId, organisationId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit)
    .offset(offset);
  return withLines(db, rows);
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
