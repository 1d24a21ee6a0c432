import { sql, type SQL } from 'drizzle-orm';
import { RIKSBANK_REFERENCE_RATES } from '../../shared/interest';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { organisationInterestRateOf } from '../organisations/service';

// Dröjsmålsränta as the invoice reads compute it, by the database's late_interest_ore (docs/decisions/043).

const SHIPPED_RATE_DAYS = `{${RIKSBANK_REFERENCE_RATES.map((rate) => rate.validFrom).join(',')}}`;
const SHIPPED_RATE_BPS = `{${RIKSBANK_REFERENCE_RATES.map((rate) => rate.rateBp).join(',')}}`;

/** The last day an interest invoice (not wholly credited) billed interest of invoice `row` through: its date. */
const interestBilledThroughOf = (row: SQL) =>
  sql`(select max(ii.invoice_date) from invoices as ii where ii.interest_for_invoice_id = ${row}.id
        and not exists (select 1 from invoices as iic where iic.credit_for_invoice_id = ii.id and iic.completes_credit))`;

/** The day interest of an invoice counts from: its due date, or the last day an interest invoice billed. */
export async function interestFromOf(db: Database, organisationId: string, id: string): Promise<string> {
  const [row] = await rowsOf<{ from: string }>(
    db,
    sql`select to_char(greatest(i.due_date, coalesce(${interestBilledThroughOf(sql.raw('i'))}, i.due_date)), 'YYYY-MM-DD') as "from"
        from invoices as i where i.organisation_id = ${organisationId} and i.id = ${id}`,
  );
  return row!.from;
}

/**
 * Dröjsmålsränta to `today` in öre of an invoice row `p` (its columns by name), by the database's
 * late_interest_ore (migration 0024; the rule, whose test-only oracle is test/oracles/late-interest.ts): from the
 * due date or the date of the last interest invoice (not wholly credited), to today or the day it was settled;
 * none on a credit note, a wholly credited invoice or an interest invoice. Partial credit notes lower the debt
 * on their dates, as payments do (docs/decisions/039). The Riksbank's rates, then the workshop's own (which win).
 */
/** What lowers an invoice's debt on a day: its payments and its credit notes (their amounts stored negative). */
const reductionsOf = (row: SQL) =>
  sql`(select pm.payment_date as day, pm.created_at, pm.amount_ore from payments as pm where pm.invoice_id = ${row}.id
        union all select cn.invoice_date, cn.created_at, -cn.amount_to_pay_ore from invoices as cn where cn.credit_for_invoice_id = ${row}.id) as ip`;

export const interestOreOf = (p: string, today: SQL) => {
  const row = sql.raw(p);
  return sql<number>`case when ${row}.credit_for_invoice_id is null and ${row}.interest_for_invoice_id is null
      and ${row}.due_date < ${today}::date and (${row}.paid_at is null or ${row}.paid_at > ${row}.due_date)
      and not exists (select 1 from invoices as ic where ic.credit_for_invoice_id = ${row}.id and ic.completes_credit)
    then late_interest_ore(${row}.amount_to_pay_ore, greatest(${row}.due_date, coalesce(${interestBilledThroughOf(row)}, ${row}.due_date)),
      least(${today}::date, coalesce(${row}.paid_at, ${today}::date)),
      (select coalesce(array_agg(ip.day order by ip.day, ip.created_at), '{}') from ${reductionsOf(row)}),
      (select coalesce(array_agg(ip.amount_ore order by ip.day, ip.created_at), '{}') from ${reductionsOf(row)}),
      ${SHIPPED_RATE_DAYS}::date[] || (select coalesce(array_agg(rr.valid_from order by rr.valid_from), '{}') from reference_rates as rr where rr.organisation_id = ${row}.organisation_id),
      ${SHIPPED_RATE_BPS}::integer[] || (select coalesce(array_agg(rr.rate_bp order by rr.valid_from), '{}') from reference_rates as rr where rr.organisation_id = ${row}.organisation_id),
      ${organisationInterestRateOf(sql`${row}.organisation_id`)})
    else 0 end`;
};

/** The invoice's interest to `today`, in öre (the single invoice's read; a page computes it in its JSON). */
export async function interestToDateOre(
  db: Database,
  organisationId: string,
  id: string,
  today: string,
): Promise<number> {
  const [row] = await rowsOf<{ interest: number }>(
    db,
    sql`select (${interestOreOf('i', sql`${today}`)})::float8 as interest from invoices as i where i.organisation_id = ${organisationId} and i.id = ${id}`,
  );
  return Number(row?.interest ?? 0);
}
