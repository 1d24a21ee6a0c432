import type { JobTimers } from '../work-orders/timer-port';
import { entriesOnJob } from './repository';
import { stopTimersOnJob } from './timers';

/**
 * The timers as work orders take them (wired in app.ts): a finished job stops the timers on it, and a
 * customer's signature keeps the time on the job as it was.
 */
export const jobTimers: JobTimers = { stopOnJob: stopTimersOnJob, timeOnJob: entriesOnJob };
