import type { SQL } from 'drizzle-orm';

/**
 * The latest finished work order that performed an interval, as a LATERAL subquery with the columns
 * `work_order_id`, `done_date` and `done_meter_tenths` (no row when none has). Work orders sit above
 * service plans, so the app hands their query in rather than this feature reading their table
 * (docs/decisions/010): last done stays derived, never a copy kept in step.
 */
export type LastDoneQuery = (interval: { id: SQL; machineId: SQL }) => SQL;
