import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../tables';

// One payment as the API reads and removes it, and the bank's batch. What the paid rule reads of the
// ledger is the core's (payment-ledger-repository.ts).

export type PaymentRow = typeof payments.$inferSelect;

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

/** Many payments in one statement per thousand; their ids are given. */
export async function insertPayments(
  db: Database,
  rows: Array<typeof payments.$inferInsert & { id: string }>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(payments).values(rows.slice(start, start + 1000));
}
