import type { Database } from '../db/client';
import { keepBillingOf } from '../invoices/service';
import { keepTimeValuesOf } from '../time/service';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import {
  keepReadingSteps,
  machinesWithUnkeptOpenJobs,
  machinesWithUnkeptSteps,
  unkeptOpenJobsExist,
  unkeptStepsExist,
} from '../machines/service';
import { freshenDueState, staleDueStateExists } from '../service-plans/service';
import {
  jobsWithUnkeptAmounts,
  keepMaterialValues,
  keepOpenJobsOf,
  lockJobs,
  unkeptAmountsExist,
} from '../work-orders/service';

// A job, a meter reading or a machine written before migrations 0032–0034, by a restore of an older backup or by SQL
// (the benchmark's seed) has no kept amounts or step; Fakturakontroll keeps them before it reads, as the
// features that write them would (docs/decisions/031-kept-job-amounts.md). On most reads this is one
// probe of a partial index each.

const BATCH = 2_000;

export async function keepUnkeptAmounts(db: Database, organisationId: string): Promise<void> {
  for (;;) {
    const ids = await jobsWithUnkeptAmounts(db, organisationId, BATCH);
    if (ids.length === 0) return;
    await db.transaction(async (tx) => {
      await lockJobs(tx, organisationId, ids);
      await keepMaterialValues(tx, organisationId, ids);
      await keepTimeValuesOf(tx, organisationId, ids);
      await keepBillingOf(tx, organisationId, ids);
    });
    if (ids.length < BATCH) return;
  }
}

export async function keepUnkeptSteps(db: Database, organisationId: string): Promise<void> {
  for (;;) {
    const machineIds = await machinesWithUnkeptSteps(db, organisationId, BATCH);
    if (machineIds.length === 0) return;
    await db.transaction((tx) => keepReadingSteps(tx, organisationId, machineIds));
    if (machineIds.length < BATCH) return;
  }
}

export async function keepUnkeptOpenJobs(db: Database, organisationId: string): Promise<void> {
  for (;;) {
    const machineIds = await machinesWithUnkeptOpenJobs(db, organisationId, BATCH);
    if (machineIds.length === 0) return;
    await db.transaction((tx) => keepOpenJobsOf(tx, organisationId, machineIds));
    if (machineIds.length < BATCH) return;
  }
}

/** What Fakturakontroll must keep before it reads, as the four owners' probes answer. */
export interface StaleState {
  amounts: boolean;
  steps: boolean;
  openJobs: boolean;
  dueState: boolean;
}

/**
 * The four owners' probes (unkept jobs, readings, machines, and service days that no longer hold for
 * today) as one JSON value, each one probe of a partial index: a read asks them in its own statement.
 */
export const staleStateSql = (organisationId: string | Placeholder, today: string | Placeholder): SQL =>
  sql`json_build_object('amounts', ${unkeptAmountsExist(organisationId)}, 'steps', ${unkeptStepsExist(organisationId)},
        'openJobs', ${unkeptOpenJobsExist(organisationId)}, 'dueState', ${staleDueStateExists(organisationId, today)})`;

export const isStale = (stale: StaleState) => stale.amounts || stale.steps || stale.openJobs || stale.dueState;

/** Keeps what the probes found missing or no longer holding for today; on most reads there is nothing. */
export async function keepStale(db: Database, organisationId: string, today: string, stale: StaleState): Promise<void> {
  if (stale.amounts) await keepUnkeptAmounts(db, organisationId);
  if (stale.steps) await keepUnkeptSteps(db, organisationId);
  if (stale.openJobs) await keepUnkeptOpenJobs(db, organisationId);
  if (stale.dueState) await freshenDueState(db, organisationId, today);
}

/** Before a read that does not ask the probes itself (a dismissal): keeps what rows written outside the app lack. */
export async function freshenFindingsState(db: Database, organisationId: string, today: string): Promise<void> {
  const [row] = await rowsOf<{ stale: StaleState }>(db, sql`select ${staleStateSql(organisationId, today)} as stale`);
  await keepStale(db, organisationId, today, row!.stale);
}
