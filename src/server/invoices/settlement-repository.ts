import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { creditedOreOf, feesOreOf } from './amount-sql';

// The paid rule over many invoices at once (paid-rule.ts settleLocked): a lock and a write per thousand.

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
