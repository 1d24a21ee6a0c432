import type { Database } from '../db/client';
import { keepBillingOf } from '../invoices/service';
import { keepTimeValuesOf } from '../time/service';
import { jobsWithUnkeptAmounts, keepMaterialValues, lockJobs } from '../work-orders/service';

// A job written before migration 0032, by a restore of an older backup or by SQL (the benchmark's seed)
// has no kept amounts; Fakturakontroll keeps them before it reads, as the features that write them would
// (docs/decisions/031-kept-job-amounts.md). On most reads this is one probe of a partial index.

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
