import { sql, type SQL } from 'drizzle-orm';

// What a job's invoices should bill, net of VAT (QUOTES.md decision 6; docs/decisions/064): a fixed-price
// job its accepted amount (quote plus accepted extra work), whatever the time spent; any other job its
// materials and billable time. One text, used by the partial indexes of work_orders (tables.ts) and by
// Fakturakontroll's statements (assistant/finding-kinds.ts): PostgreSQL serves an expression from an
// index only when the query spells the same expression.

const column = (alias: string | null, name: string) => (alias ? `${alias}.${name}` : name);

/** The job's due amount in öre; `alias` is the work_orders row's alias in the statement, null in an index. */
export function dueOreSql(alias: string | null): SQL {
  const c = (name: string) => column(alias, name);
  return sql.raw(
    `(case when ${c('price_type')} = 'fixed' and ${c('approved_net_ore')} is not null then ${c('approved_net_ore')} else ${c('materials_ore')} + ${c('time_ore')} end)`,
  );
}

/** What a fixed-price job's invoices bill beyond its accepted amount, in öre (negative when less). */
export function beyondFixedPriceSql(alias: string | null): SQL {
  return sql.raw(`(${column(alias, 'billed_ore')} - ${column(alias, 'approved_net_ore')})`);
}
