import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { creditedOreOf, creditNoteIdsOf, feesOreOf, paidOreOf, reminderCountOf } from './amount-sql';
import type { InvoiceRecord, InvoiceRow, NewInvoiceLine, NewInvoiceRow } from './invoice-record';
import { invoiceLines, invoices } from './tables';

export type { InvoiceLineRow, InvoiceRecord, InvoiceRow, NewInvoiceLine, NewInvoiceRow } from './invoice-record';

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
