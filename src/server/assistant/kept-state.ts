import type { Database } from '../db/client';
import { keepBillingOf } from '../invoices/service';
import { keepTimeValuesOf } from '../time/service';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { keepReadingSteps, machinesWithUnkeptSteps, unkeptStepsExist } from '../machines/service';
import { freshenDueState, staleDueStateExists } from '../service-plans/service';
import { jobsWithUnkeptAmounts, keepMaterialValues, lockJobs, unkeptAmountsExist } from '../work-orders/service';

// A job or a meter reading written before migrations 0032–0033, by a restore of an older backup or by SQL
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

/**
 * Before Fakturakontroll reads: keeps what rows written outside the app lack, and the service days that
 * no longer hold for today. One statement asks all three owners' probes; on most reads nothing follows.
 */
export async function freshenFindingsState(db: Database, organisationId: string, today: string): Promise<void> {
  const [stale] = await rowsOf<{ amounts: boolean; steps: boolean; dueState: boolean }>(
    db,
    sql`select ${unkeptAmountsExist(organisationId)} as amounts, ${unkeptStepsExist(organisationId)} as steps,
               ${staleDueStateExists(organisationId, today)} as "dueState"`,
  );
  if (stale!.amounts) await keepUnkeptAmounts(db, organisationId);
  if (stale!.steps) await keepUnkeptSteps(db, organisationId);
  if (stale!.dueState) await freshenDueState(db, organisationId, today);
}
