import type { SQL } from 'drizzle-orm';

/**
 * What open work orders reserve of a part (hundredths), as a scalar subquery on the part given as an
 * SQL expression. Work orders sit above parts, so the app hands their query in (docs/decisions/011):
 * reserved is derived from the work orders, never a count kept in step.
 */
export type ReservedQuery = (partId: SQL) => SQL;
