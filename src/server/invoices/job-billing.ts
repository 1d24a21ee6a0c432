import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { keepBilling } from '../work-orders/service';

// What a job's invoices bill, kept on its work order (docs/decisions/031-kept-job-amounts.md): invoices
// less credit notes, net of VAT, interest invoices left out; and the newest invoice that bills it (not a
// credit note, not an interest invoice, not credited), whose absence makes a finished job unbilled.

/** Reads the jobs' invoices as they are now and keeps what they bill; the caller has locked the jobs (lockJobs). */
export async function keepBillingOf(
  db: Database,
  organisationId: string,
  jobIds: ReadonlyArray<string | null>,
): Promise<void> {
  const ids = [...new Set(jobIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  await keepBilling(
    db,
    organisationId,
    sql`select j.id,
          coalesce((select sum(b.net_ore) from invoices as b
                     where b.work_order_id = j.id and b.organisation_id = ${organisationId} and b.interest_for_invoice_id is null), 0)::bigint,
          (select i.id from invoices as i
            where i.work_order_id = j.id and i.organisation_id = ${organisationId}
              and i.credit_for_invoice_id is null and i.interest_for_invoice_id is null
              and not exists (select 1 from invoices as c where c.credit_for_invoice_id = i.id and c.organisation_id = i.organisation_id and c.completes_credit)
            order by i.created_at desc, i.id desc limit 1)
        from unnest(${sql.param(ids)}::uuid[]) as j(id)`,
  );
}
