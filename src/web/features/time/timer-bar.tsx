import { Button } from '../../ui/button';
import { useRunningTimer } from './api/running-timer';
import { useStopTimer } from './api/stop-timer';
import { formatElapsed, useNow } from './elapsed';
import { TimerBar } from '../../ui/timer-bar';

/** Under the header on every signed-in screen while the person's timer runs: the job, the time so far, Stoppa. */
export default function RunningTimer() {
  const timer = useRunningTimer();
  const stop = useStopTimer();
  const running = timer.data ?? null;
  const now = useNow(running !== null);
  if (!running) return null;
  return (
    <TimerBar
      to={`/WorkOrders/${running.workOrderId}`}
      action={
        <Button
          size="small"
          variant="danger"
          isBusy={stop.isPending}
          onClick={() => void stop.mutateAsync(undefined).catch(() => undefined)}
        >
          Stoppa
        </Button>
      }
    >
      <span>
        {running.workOrderNumber} · <strong>{formatElapsed(running.startedAt!, now)}</strong>
      </span>
    </TimerBar>
  );
}
