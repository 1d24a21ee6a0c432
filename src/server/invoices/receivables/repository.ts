import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The receivables as the API's JSON text (built by PostgreSQL), with the number of customers for X-Total-Count. */
export interface ReceivablesText {
  json: string;
  customerCount: number;
}

/**
 * The receivables as of `date` in one statement (MONEY.md decision 5, decision 023): every invoice
 * with a balance other than 0 then — issued by then, payments and reminders' fees dated up to it,
 * credits made by then — grouped by customer, summed by lateness; one page of customers, most
 * overdue first. Only invoices not settled by the day, or overpaid, can have such a balance: they are
 * found by index, not by summing all 100 000.
 */
export async function receivablesAsOfSql(
  db: Database,
  organisationId: string,
  date: string,
  limit: number,
  offset: number,
): Promise<ReceivablesText> {
  const [row] = await rowsOf<{ json: string; customerCount: number }>(
    db,
    sql`with open as (
          select * from (
            select i.id, i.invoice_number, i.customer_id, i.customer_name, i.due_date,
              coalesce(i.customer_id::text, 'name:' || i.customer_name) as customer_key,
              greatest(0, ${date}::date - i.due_date) as days_late,
              i.amount_to_pay_ore
                + coalesce((select sum(r.fee_ore + r.late_compensation_ore) from reminders as r where r.invoice_id = i.id and r.reminder_date <= ${date}::date), 0)
                - coalesce((select sum(p.amount_ore) from payments as p where p.invoice_id = i.id and p.payment_date <= ${date}::date), 0)
                + coalesce((select sum(c.amount_to_pay_ore) from invoices as c where c.credit_for_invoice_id = i.id and c.invoice_date <= ${date}::date), 0) as balance
            from invoices as i
            where i.organisation_id = ${organisationId} and (i.paid_at is null or i.paid_at > ${date}::date or i.overpaid)
              and i.invoice_date <= ${date}::date and i.credit_for_invoice_id is null
              -- Wholly credited by then: the completing note found by its unique key, per candidate (an anti-join read all invoices).
              and coalesce((select c.invoice_date from invoices as c where c.credit_for_invoice_id = i.id and c.completes_credit), 'infinity'::date) > ${date}::date
          ) as candidate
          where balance <> 0
        ),
        customers as (
          select customer_key, min(customer_id::text) as customer_id, min(customer_name) as name,
            sum(balance) as total, coalesce(sum(balance) filter (where days_late > 0), 0) as overdue
          from open group by customer_key
        ),
        page as (select * from customers order by overdue desc, total desc, name, customer_key limit ${limit} offset ${offset}),
        -- Materialized: inlined into the lookup per page customer below, it read every open invoice 50 times (25 ms of 107).
        page_invoices as materialized (
          select o.customer_key, json_agg(json_build_object(
              'id', o.id, 'invoiceNumber', o.invoice_number, 'dueDate', to_char(o.due_date, 'YYYY-MM-DD'),
              'daysLate', o.days_late, 'balance', o.balance::float8 / 100) order by o.due_date, o.invoice_number) as invoices
          from open as o where o.customer_key in (select customer_key from page) group by o.customer_key
        )
        select (select count(*) from customers)::int as "customerCount", json_build_object(
          'date', ${date}::text,
          'total', coalesce((select sum(balance) from open), 0)::float8 / 100,
          'overdue', coalesce((select sum(balance) from open where days_late > 0), 0)::float8 / 100,
          'invoiceCount', (select count(*) from open),
          'buckets', (select json_build_object(
              'notDue', coalesce(sum(balance) filter (where days_late = 0), 0)::float8 / 100,
              'd1_30', coalesce(sum(balance) filter (where days_late between 1 and 30), 0)::float8 / 100,
              'd31_60', coalesce(sum(balance) filter (where days_late between 31 and 60), 0)::float8 / 100,
              'd61_90', coalesce(sum(balance) filter (where days_late between 61 and 90), 0)::float8 / 100,
              'over90', coalesce(sum(balance) filter (where days_late > 90), 0)::float8 / 100) from open),
          'customers', coalesce((select json_agg(json_build_object(
              'customerId', page.customer_id, 'name', page.name, 'total', page.total::float8 / 100, 'overdue', page.overdue::float8 / 100,
              'invoices', (select pi.invoices from page_invoices as pi where pi.customer_key = page.customer_key))
            order by page.overdue desc, page.total desc, page.name, page.customer_key) from page), '[]'::json)
        )::text as json`,
  );
  return { json: row!.json, customerCount: Number(row!.customerCount) };
}
