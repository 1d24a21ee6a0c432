import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { readsAsSql } from './status-sql';
import { invoices } from './tables';

// What the features above look invoices up by: a job's history, the header search, the bank's payments.

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
