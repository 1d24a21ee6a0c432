import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';
import { Icon } from './icon';

/** What goes above the job cards (the check-in), 16 px over them. */
export function JobCardsTop({ children }: { children: ReactNode }) {
  return <div className="my-jobs-top">{children}</div>;
}

/** The cards of "Mina jobb", 12 px apart. */
export function JobCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="job-cards" aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * One job as a big card for a gloved hand: its upper part opens the job (title, subject, number and
 * a chevron), its foot holds the status, the day and Starta at the right end.
 */
export function JobCard({
  to,
  title,
  subject,
  detail,
  status,
  day,
  isToday,
  isStarting,
  onStart,
  where,
}: {
  to: string;
  title: string;
  subject: string;
  detail: string;
  status: ReactNode;
  day: string;
  isToday: boolean;
  isStarting: boolean;
  onStart(): void;
  /** Where the booked job is done and whom to call (JobCardWhere), under the link. */
  where?: ReactNode;
}) {
  return (
    <li className="job-card">
      <Link to={to} className="job-card-link">
        <span className="job-card-title">{title}</span>
        <span className="job-card-subject">{subject}</span>
        <span className="job-card-detail">{detail}</span>
        <Icon name="chevronRight" className="job-card-chevron" />
      </Link>
      {where}
      <span className="job-card-foot">
        {status}
        <span className={isToday ? 'job-card-today' : 'text-muted'}>{day}</span>
        <Button
          variant="primary"
          size="large"
          icon="schedule"
          className="job-card-start"
          isBusy={isStarting}
          onClick={onStart}
          aria-label={`Starta ${title}`}
        >
          Starta
        </Button>
      </span>
    </li>
  );
}

/** A booked job's place (a bay, or an address with a map link) and the customer's phone, on a card. */
export function JobCardWhere({
  place,
  mapQuery,
  phone,
}: {
  place: string;
  mapQuery?: string | null;
  phone: ReactNode;
}) {
  return (
    <span className="job-card-where">
      <span>
        <Icon name="place" size={20} />
        {mapQuery ? (
          <a href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery)}`}>{place}</a>
        ) : (
          place
        )}
      </span>
      {phone}
    </span>
  );
}

/** A checklist to tick on the job: each point a row 48 px high, its box big enough for a gloved thumb. */
export function CheckList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="workbench-checks">
      {children}
    </ul>
  );
}

/** One point of a `CheckList`; a ticked point is struck through. */
export function CheckItem({
  isChecked,
  isDisabled,
  onToggle,
  children,
}: {
  isChecked: boolean;
  isDisabled: boolean;
  onToggle(): void;
  children: ReactNode;
}) {
  return (
    <li>
      <label className="workbench-check">
        <input type="checkbox" checked={isChecked} disabled={isDisabled} onChange={onToggle} />
        {children}
      </label>
    </li>
  );
}
