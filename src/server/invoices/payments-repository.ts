import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments } from '../db/schema';

// The payments of invoices (MONEY.md decision 2): owned by invoices, whose paid status they decide.

export type PaymentRow = typeof payments.$inferSelect;

/** An invoice's payments by date, then as entered. */
export async function listPayments(db: Database, organisationId: string, invoiceId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.organisationId, organisationId), eq(payments.invoiceId, invoiceId)))
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id));
}

export async function insertPayment(db: Database, values: typeof payments.$inferInsert): Promise<string> {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
  return row!.id;
}

export async function findPayment(db: Database, organisationId: string, id: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.organisationId, organisationId), eq(payments.id, id)))
    .limit(1);
  return row ?? null;
}

export async function deletePayment(db: Database, id: string): Promise<void> {
  await db.delete(payments).where(eq(payments.id, id));
}
