import type { ReactNode } from 'react';

/** A period's field (a day, from–to) between its back and forward arrows; a field grid inside takes the room. */
export function PeriodRow({ children }: { children: ReactNode }) {
  return <div className="period-row">{children}</div>;
}

/** Cards side by side as many as fit at 360 px each, one column on a phone (a week's people). */
export function CardFlow({ children }: { children: ReactNode }) {
  return <div className="time-report-people">{children}</div>;
}

/** Small notes under a row with a warning line at their left (a shift's corrections). */
export function NoteList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="ledger-corrections" aria-label={label}>
      {children}
    </ul>
  );
}
