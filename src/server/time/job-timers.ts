import type { JobTimers } from '../work-orders/timer-port';
import { stopTimersOnJob } from './service';

/** The timers as work orders take them (wired in app.ts): a finished job stops the timers on it. */
export const jobTimers: JobTimers = { stopOnJob: stopTimersOnJob };
