import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { scrubbed } from '../db/scrub';

/** What an erased customer's approvals became (DATA.md decision 5; docs/decisions/055). */
export interface ApprovalErasure {
  /** Approvals of work that was invoiced: kept whole, as the invoices are. */
  kept: number;
  /** Approvals of quotes that never became invoiced work: who, signature, IP, browser and note erased. */
  erased: number;
}

/**
 * An erased customer keeps the approvals of issued work, like invoices (QUOTES.md decision 5): a quote
 * whose work order has an invoice. The other approvals lose what names the person — the typed name,
 * the signature, the IP address, the browser, the note, and the person's details in the stored content
 * — under a setting of this transaction that the append-only trigger (migration 0048) lets through for
 * those columns alone. The stored hash stays: it no longer matches, as evidence that was erased.
 */
export async function eraseFromApprovals(
  db: Database,
  organisationId: string,
  customerId: string,
  patterns: readonly string[],
  erasedName: string,
): Promise<ApprovalErasure> {
  const issued = sql`exists (select 1 from invoices i where i.organisation_id = q.organisation_id
    and q.work_order_id is not null and i.work_order_id = q.work_order_id)`;
  const counted = (await db.execute(sql`
    select count(*) filter (where ${issued}) as kept, count(*) filter (where not ${issued}) as erased
    from quote_approvals a join quotes q on q.id = a.quote_id and q.organisation_id = a.organisation_id
    where a.organisation_id = ${organisationId} and q.customer_id = ${customerId}`)) as unknown as {
    rows: Array<{ kept: number | string; erased: number | string }>;
  };
  const result = { kept: Number(counted.rows[0]?.kept ?? 0), erased: Number(counted.rows[0]?.erased ?? 0) };
  if (result.erased === 0) return result;
  await db.execute(sql`select set_config('verkstan.erasing_approvals', 'on', true)`);
  await db.execute(sql`
    update quote_approvals a set name = ${erasedName}, signature_png_base64 = null, ip = null, user_agent = null,
      note = null, content = ${scrubbed(sql`a.content`, patterns)}
    from quotes q
    where q.id = a.quote_id and q.organisation_id = a.organisation_id and a.organisation_id = ${organisationId}
      and q.customer_id = ${customerId} and not ${issued}`);
  await db.execute(sql`select set_config('verkstan.erasing_approvals', 'off', true)`);
  return result;
}
