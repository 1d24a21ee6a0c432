import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './icon';

/** A bar under the header that stays in sight while it matters (a running timer): a link to its job, an action. */
export function TimerBar({ to, children, action }: { to: string; children: ReactNode; action: ReactNode }) {
  return (
    <div className="timer-bar" role="status" aria-label="Timer">
      <Link to={to} className="timer-bar-job">
        <Icon name="schedule" size={20} />
        {children}
      </Link>
      {action}
    </div>
  );
}
