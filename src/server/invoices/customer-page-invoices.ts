import { or, sql } from 'drizzle-orm';
import { PORTAL_LIMITS, type PortalInvoice } from '../../shared/customer-portal';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { creditsOf, feesOreOf, paidOreOf } from './amount-sql';
import { readsAsSql, readsAsStatus } from './status-sql';

// A customer's invoices on their page (customer-portal; QUOTES.md decision 9, docs/decisions/055 and
// 071): every unpaid one first — overdue, then to pay, each newest first, at most
// PORTAL_LIMITS.openInvoices — then the latest paid ones. One statement that reads only what the page
// prints: the list's rule for each status (status-sql.ts) picks them, and the balance is the list's
// (page-repository.ts), so the page and the office's list agree.

interface Owner {
  organisationId: string;
  customerId: string;
}

export async function customerPageInvoices(
  db: Database,
  { organisationId, customerId }: Owner,
  today: string,
): Promise<PortalInvoice[]> {
  const ofCustomer = sql`"invoices"."organisation_id" = ${organisationId} and "invoices"."customer_id" = ${customerId}`;
  const readsAs = readsAsSql(today);
  const unpaid = or(readsAsStatus('overdue', today), readsAsStatus('pending', today))!;
  const [row] = await rowsOf<{ items: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object(
        'id', p.id, 'invoiceNumber', p.invoice_number, 'date', to_char(p.invoice_date, 'YYYY-MM-DD'),
        'dueDate', to_char(p.due_date, 'YYYY-MM-DD'), 'total', p.total_ore::float8 / 100,
        'amountToPay', p.amount_to_pay_ore::float8 / 100,
        'balance', case when p.credit_for_invoice_id is not null or credits.credited_by_id is not null then 0
          else (p.amount_to_pay_ore + ${feesOreOf(sql`p.id`)} - ${paidOreOf(sql`p.id`)} - credits.credited_ore)::float8 / 100 end,
        'ocr', p.ocr, 'status', p.read_as)
      order by p.part, p.read_as = 'overdue' desc, p.created_at desc, p.id desc), '[]'::json)::text as items
    from (
      (select "invoices".*, 0 as part, ${readsAs} as read_as from "invoices"
        where ${ofCustomer} and ${unpaid}
        order by ${readsAs} = 'overdue' desc, "invoices"."created_at" desc, "invoices"."id" desc
        limit ${PORTAL_LIMITS.openInvoices})
      union all
      (select "invoices".*, 1 as part, ${readsAs} as read_as from "invoices"
        where ${ofCustomer} and ${readsAsStatus('paid', today)}
        order by "invoices"."created_at" desc, "invoices"."id" desc
        limit ${PORTAL_LIMITS.paidInvoices})
    ) as p
    cross join lateral ${creditsOf(sql`p.id`)} as credits`,
  );
  return JSON.parse(row?.items ?? '[]') as PortalInvoice[];
}
