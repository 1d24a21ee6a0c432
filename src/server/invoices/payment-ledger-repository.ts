import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments } from './tables';

// The payments of invoices as the paid rule reads them (MONEY.md decision 2). The payments sub-feature's
// own reads and writes (one payment, the bank's batch, removal) are in payments/repository.ts.

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

/** The payments of these invoices, each invoice's by date, then as entered. */
export async function paymentsOfInvoices(
  db: Database,
  organisationId: string,
  invoiceIds: string[],
): Promise<PaymentRow[]> {
  const rows: PaymentRow[] = [];
  for (let start = 0; start < invoiceIds.length; start += 1000)
    rows.push(
      ...(await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.organisationId, organisationId),
            inArray(payments.invoiceId, invoiceIds.slice(start, start + 1000)),
          ),
        )
        .orderBy(asc(payments.invoiceId), asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id))),
    );
  return rows;
}
