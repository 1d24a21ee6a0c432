import { Link } from 'react-router';
import { Icon } from '../../ui/icon';
import { Button } from '../../ui/button';
import { useRunningTimer } from './api/running-timer';
import { useStopTimer } from './api/stop-timer';
import { formatElapsed, useNow } from './elapsed';

/** Under the header on every signed-in screen while the person's timer runs: the job, the time so far, Stoppa. */
export default function TimerBar() {
  const timer = useRunningTimer();
  const stop = useStopTimer();
  const running = timer.data ?? null;
  const now = useNow(running !== null);
  if (!running) return null;
  return (
    <div className="timer-bar" role="status" aria-label="Timer">
      <Link to={`/WorkOrders/${running.workOrderId}`} className="timer-bar-job">
        <Icon name="schedule" size={20} />
        <span>
          {running.workOrderNumber} · <strong>{formatElapsed(running.startedAt!, now)}</strong>
        </span>
      </Link>
      <Button
        size="small"
        variant="danger"
        isBusy={stop.isPending}
        onClick={() => void stop.mutateAsync(undefined).catch(() => undefined)}
      >
        Stoppa
      </Button>
    </div>
  );
}
