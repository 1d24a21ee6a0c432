import { addDays, stockholmInstant, swedishDate } from '../../shared/dates';
import type { Clock } from '../clock';

/** The next 02:00 on a clock in Sweden after `now` (DATA.md decision 1), across summer time. */
export function nextNightlyRun(now: Date): Date {
  const today = swedishDate(now);
  const tonight = new Date(stockholmInstant(today, '02:00')!);
  return tonight.getTime() > now.getTime() ? tonight : new Date(stockholmInstant(addDays(today, 1), '02:00')!);
}

/** Runs `work` every night at 02:00 Swedish time until stopped; its failures are its own to report. */
export function scheduleNightly(work: () => Promise<unknown>, clock: Clock): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const now = clock();
    // setTimeout holds at most 2^31 ms; a night is far below that.
    timer = setTimeout(
      () => {
        void work()
          .catch(() => undefined)
          .finally(arm);
      },
      nextNightlyRun(now).getTime() - now.getTime(),
    );
    timer.unref();
  };
  arm();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
