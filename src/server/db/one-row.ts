import { sql } from 'drizzle-orm';

/** A FROM of exactly one row, for a select made only of subqueries (a page and its total in one round trip). */
export const oneRow = sql`(select 1) as one_row`;
