import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { timeEntries } from './tables';
import { mentions, scrubbed } from '../db/scrub';

/** Time on an erased customer's jobs stays (hours are the workshop's); what its notes said of the person goes. */
export async function eraseFromTimeNotes(
  db: Database,
  organisationId: string,
  workOrderIds: readonly string[],
  patterns: readonly string[],
): Promise<{ timeEntryIds: string[]; changed: number }> {
  if (workOrderIds.length === 0) return { timeEntryIds: [], changed: 0 };
  const onJobs = and(
    eq(timeEntries.organisationId, organisationId),
    inArray(timeEntries.workOrderId, [...workOrderIds]),
  );
  const all = await db.select({ id: timeEntries.id }).from(timeEntries).where(onJobs);
  const changed = await db
    .update(timeEntries)
    .set({ note: scrubbed(sql`${timeEntries.note}`, patterns) })
    .where(and(onJobs, mentions(sql`${timeEntries.note}`, patterns)))
    .returning({ id: timeEntries.id });
  return { timeEntryIds: all.map((row) => row.id), changed: changed.length };
}
