import type { CachedPage } from '../../cache/list-cache';
import type { Database } from '../../db/client';
import { receivablesAsOfSql } from './repository';

// Kundreskontra (MONEY.md decision 5): open invoices as of a day, per customer and by how late; the
// buckets are shared/receivables.ts bucketOf's, written in the query (a test holds them equal).

/**
 * GET /receivables as the JSON text PostgreSQL built, with the number of customers as the page's total:
 * kept like a list page per workshop and day, dropped on the workshop's next write.
 */
export async function receivablesPage(
  db: Database,
  organisationId: string,
  date: string,
  limit: number,
  offset: number,
): Promise<CachedPage> {
  const { json, customerCount } = await receivablesAsOfSql(db, organisationId, date, limit, offset);
  return { json, total: customerCount };
}
