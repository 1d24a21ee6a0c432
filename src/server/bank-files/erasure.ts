import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankPayments } from './tables';
import { mentions, scrubbed } from '../db/scrub';

/**
 * What the bank said of an erased customer's payments: the payer's name goes and the message loses what
 * named them; amount, date, the bank's reference and the OCR stay with the booked payment. Covers the
 * payments booked on the customer's invoices and unbooked ones that name them. Answers the rows changed.
 */
export async function eraseFromBankPayments(
  db: Database,
  organisationId: string,
  paymentIds: readonly string[],
  patterns: readonly string[],
): Promise<{ bankPaymentIds: string[] }> {
  const named = or(mentions(sql`${bankPayments.payerName}`, patterns), mentions(sql`${bankPayments.text}`, patterns));
  const changed = await db
    .update(bankPayments)
    .set({ payerName: null, text: scrubbed(sql`${bankPayments.text}`, patterns) })
    .where(
      and(
        eq(bankPayments.organisationId, organisationId),
        paymentIds.length > 0
          ? or(inArray(bankPayments.paymentId, [...paymentIds]), and(isNull(bankPayments.paymentId), named))
          : and(isNull(bankPayments.paymentId), named),
      ),
    )
    .returning({ id: bankPayments.id });
  return { bankPaymentIds: changed.map((row) => row.id) };
}
