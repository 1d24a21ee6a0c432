import type { SQL } from 'drizzle-orm';

/**
 * What open work orders reserve. Work orders sit above parts, so the app hands their queries in
 * (docs/decisions/011): reserved is derived from the work orders, never a count kept in step.
 */
export interface Reservations {
  /** Hundredths reserved of a part given as an SQL expression: a scalar subquery. */
  ofPart(partId: SQL): SQL;
  /** The ids of the workshop's parts that any open work order names: a subquery for `in (…)`. */
  partIds(organisationId: string): SQL;
}
