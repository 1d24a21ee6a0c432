import type { Receivables } from '../../shared/receivables';
import type { Database } from '../db/client';
import { receivablesAsOfSql } from './repository';

// Kundreskontra (MONEY.md decision 5): open invoices as of a day, per customer and by how late; the
// buckets are shared/receivables.ts bucketOf's, written in the query (a test holds them equal).

/** GET /receivables: totals and buckets over every open invoice; the customers a page at a time, most overdue first. */
export async function receivablesAsOf(
  db: Database,
  organisationId: string,
  date: string,
  limit: number,
  offset: number,
): Promise<{ receivables: Receivables; customerCount: number }> {
  const { customerCount, ...sums } = await receivablesAsOfSql(db, organisationId, date, limit, offset);
  return { receivables: { date, ...sums }, customerCount };
}
