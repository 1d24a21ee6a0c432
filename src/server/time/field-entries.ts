import type { TimeEntry } from '../../shared/time';
import type { SessionUser } from '../cache/session-cache';
import type { Database } from '../db/client';
import { toTimeEntry } from './mapper';
import { entriesOnJobs } from './repository';

/**
 * The time on the jobs a device keeps offline (FIELD.md decision 6), oldest first, in one statement: as
 * GET /time, a mechanic's own only; the office's every member's.
 */
export async function timeOnJobs(
  db: Database,
  actor: SessionUser,
  workOrderIds: readonly string[],
  now: Date,
): Promise<TimeEntry[]> {
  const userId = actor.role === 'mechanic' ? actor.id : null;
  const records = await entriesOnJobs(db, actor.organisationId, workOrderIds, userId);
  return records.map((record) => toTimeEntry(record, now));
}
