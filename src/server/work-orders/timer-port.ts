import type { WorkOrder } from '../../shared/work-orders';
import type { Actor } from '../audit/service';
import type { JsonValue } from '../canonical-json';
import type { Database } from '../db/client';

export type StoppedTimer = NonNullable<WorkOrder['stoppedTimers']>[number];

/**
 * What work orders ask of the timers above them (wired in app.ts, as machines take service plans):
 * a finished job stops the timers running on it, in the caller's transaction, the job locked first;
 * a signature keeps the time on the job as it was signed for (FIELD.md decision 5).
 */
export interface JobTimers {
  stopOnJob(db: Database, actor: Actor, workOrderId: string, now: Date): Promise<StoppedTimer[]>;
  /** The job's time entries as plain JSON, oldest first: what the customer's signature covers. */
  timeOnJob(db: Database, organisationId: string, workOrderId: string): Promise<JsonValue[]>;
}
