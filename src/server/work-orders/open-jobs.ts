import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { keepOpenJobs } from '../machines/service';
import { FINISHED_STATUSES } from '../../shared/work-orders';

/**
 * The finished statuses as literals, so that the partial indexes on them (open by machine, unbilled finished)
 * serve them. The one source of "finished" in SQL (the list is FINISHED_STATUSES): Fakturakontroll's
 * findings (assistant/finding-kinds.ts) run it too, through work orders' service.
 */
export const finishedLiterals = sql.raw(FINISHED_STATUSES.map((status) => `'${status}'`).join(', '));

/** A job of the machine `m` that is neither finished nor cancelled, read from work_orders_open_by_machine_idx. */
const openJobOf = (organisationId: string) => (machine: SQL) =>
  sql`exists (select 1 from work_orders as w where w.machine_id = ${machine}.id and w.organisation_id = ${organisationId}
                and w.status <> 'Avbruten' and w.status not in (${finishedLiterals}))`;

/** Keeps on each machine whether a job of it is open (docs/decisions/032), after a write of its jobs. */
export const keepOpenJobsOf = (db: Database, organisationId: string, machineIds: ReadonlyArray<string | null>) =>
  keepOpenJobs(db, organisationId, machineIds, openJobOf(organisationId));
