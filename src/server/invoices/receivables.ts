import { toKronor } from '../../shared/money';
import { bucketOf, type Receivables, type ReceivableBucket } from '../../shared/receivables';
import { daysBetween } from '../../shared/dates';
import type { Database } from '../db/client';
import { openBalancesAsOf } from './repository';

// Kundreskontra (MONEY.md decision 5): open invoices as of a day, per customer and by how late.

interface CustomerSum {
  customerId: string | null;
  name: string;
  totalOre: number;
  overdueOre: number;
  invoices: Receivables['customers'][number]['invoices'];
}

/** GET /receivables: totals and buckets over every open invoice; the customers a page at a time, most overdue first. */
export async function receivablesAsOf(
  db: Database,
  organisationId: string,
  date: string,
  limit: number,
  offset: number,
): Promise<{ receivables: Receivables; customerCount: number }> {
  const rows = await openBalancesAsOf(db, organisationId, date);
  const buckets: Record<ReceivableBucket, number> = { notDue: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 };
  const customers = new Map<string, CustomerSum>();
  let totalOre = 0;
  let overdueOre = 0;
  for (const row of rows) {
    const balanceOre = Number(row.balanceOre);
    const daysLate = Math.max(0, daysBetween(row.dueDate, date));
    buckets[bucketOf(daysLate)] += balanceOre;
    totalOre += balanceOre;
    if (daysLate > 0) overdueOre += balanceOre;
    // A customer of the register by id; one typed on the invoice by its name.
    const key = row.customerId ?? `name:${row.customerName.toLocaleLowerCase('sv')}`;
    let customer = customers.get(key);
    if (!customer) customers.set(key, (customer = { customerId: row.customerId, name: row.customerName, totalOre: 0, overdueOre: 0, invoices: [] }));
    customer.totalOre += balanceOre;
    if (daysLate > 0) customer.overdueOre += balanceOre;
    customer.invoices.push({ id: row.id, invoiceNumber: row.invoiceNumber, dueDate: row.dueDate, daysLate, balance: toKronor(balanceOre) });
  }
  const ordered = [...customers.values()].sort((a, b) => b.overdueOre - a.overdueOre || b.totalOre - a.totalOre || a.name.localeCompare(b.name, 'sv'));
  return {
    customerCount: ordered.length,
    receivables: {
      date,
      total: toKronor(totalOre),
      overdue: toKronor(overdueOre),
      invoiceCount: rows.length,
      buckets: {
        notDue: toKronor(buckets.notDue),
        d1_30: toKronor(buckets.d1_30),
        d31_60: toKronor(buckets.d31_60),
        d61_90: toKronor(buckets.d61_90),
        over90: toKronor(buckets.over90),
      },
      customers: ordered.slice(offset, offset + limit).map((customer) => ({
        customerId: customer.customerId,
        name: customer.name,
        total: toKronor(customer.totalOre),
        overdue: toKronor(customer.overdueOre),
        invoices: customer.invoices,
      })),
    },
  };
}
