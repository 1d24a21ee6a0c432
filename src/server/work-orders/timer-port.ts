import type { WorkOrder } from '../../shared/work-orders';
import type { Actor } from '../audit/service';
import type { Database } from '../db/client';

export type StoppedTimer = NonNullable<WorkOrder['stoppedTimers']>[number];

/**
 * What work orders ask of the timers above them (wired in app.ts, as machines take service plans):
 * a finished job stops the timers running on it, in the caller's transaction, the job locked first.
 */
export interface JobTimers {
  stopOnJob(db: Database, actor: Actor, workOrderId: string, now: Date): Promise<StoppedTimer[]>;
}
