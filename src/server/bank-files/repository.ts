import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankPayments } from './tables';

export type BankPaymentRow = typeof bankPayments.$inferSelect;
export type NewBankPayment = typeof bankPayments.$inferInsert;

const CHUNK = 1000;

/** Which of these bank references the workshop has read before. */
export async function knownReferences(
  db: Database,
  organisationId: string,
  references: string[],
): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < references.length; start += CHUNK) {
    const rows = await db
      .select({ reference: bankPayments.bankReference })
      .from(bankPayments)
      .where(
        and(
          eq(bankPayments.organisationId, organisationId),
          inArray(bankPayments.bankReference, references.slice(start, start + CHUNK)),
        ),
      );
    for (const row of rows) known.add(row.reference);
  }
  return known;
}

/** The payments the workshop keeps under these references: their reference, amount and OCR or text reference. */
export async function paymentsUnder(db: Database, organisationId: string, references: string[]) {
  const rows: Array<{ bankReference: string; amountOre: number; reference: string | null }> = [];
  for (let start = 0; start < references.length; start += CHUNK)
    rows.push(
      ...(await db
        .select({
          bankReference: bankPayments.bankReference,
          amountOre: bankPayments.amountOre,
          reference: bankPayments.reference,
        })
        .from(bankPayments)
        .where(
          and(
            eq(bankPayments.organisationId, organisationId),
            inArray(bankPayments.bankReference, references.slice(start, start + CHUNK)),
          ),
        )
        .orderBy(asc(bankPayments.bankReference))),
    );
  return rows;
}

/**
 * Inserts the payments not read before and answers those it inserted. A second import of the same
 * payment at the same moment waits on the unique index for the first, then inserts nothing.
 */
export async function insertNew(db: Database, rows: NewBankPayment[]): Promise<Map<string, string>> {
  const inserted = new Map<string, string>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const returned = await db
      .insert(bankPayments)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoNothing({ target: [bankPayments.organisationId, bankPayments.bankReference] })
      .returning({ id: bankPayments.id, reference: bankPayments.bankReference });
    for (const row of returned) inserted.set(row.reference, row.id);
  }
  return inserted;
}

/** Links many bank payments to the payments booked for them, in one statement per thousand. */
export async function setPayments(db: Database, links: Array<{ id: string; paymentId: string }>): Promise<void> {
  for (let start = 0; start < links.length; start += CHUNK) {
    const values = sql.join(
      links.slice(start, start + CHUNK).map((link) => sql`(${link.id}::uuid, ${link.paymentId}::uuid)`),
      sql`, `,
    );
    await db.execute(
      sql`update bank_payments set payment_id = v.payment_id from (values ${values}) as v(id, payment_id) where bank_payments.id = v.id`,
    );
  }
}

export async function setPayment(db: Database, id: string, paymentId: string): Promise<void> {
  await db.update(bankPayments).set({ paymentId }).where(eq(bankPayments.id, id));
}

const unmatched = (organisationId: string) =>
  and(
    eq(bankPayments.organisationId, organisationId),
    isNull(bankPayments.paymentId),
    isNull(bankPayments.dismissedAt),
  );

export async function listUnmatched(db: Database, organisationId: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankPayments)
      .where(unmatched(organisationId))
      .orderBy(asc(bankPayments.paymentDate), asc(bankPayments.createdAt), asc(bankPayments.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(bankPayments).where(unmatched(organisationId)),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** An unmatched payment, locked for the caller's transaction so that two assignments cannot both book it. */
export async function findUnmatched(db: Database, organisationId: string, id: string): Promise<BankPaymentRow | null> {
  const [row] = await db
    .select()
    .from(bankPayments)
    .where(and(eq(bankPayments.organisationId, organisationId), eq(bankPayments.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function dismiss(db: Database, id: string): Promise<void> {
  await db
    .update(bankPayments)
    .set({ dismissedAt: sql`now()` })
    .where(eq(bankPayments.id, id));
}
