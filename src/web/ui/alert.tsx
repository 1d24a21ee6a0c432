import type { ReactNode } from 'react';

/** A message in a box, announced as it appears (as MUI's Alert is). */
export function Alert({
  severity,
  action,
  isPolite = false,
  children,
}: {
  severity: 'error' | 'warning' | 'success' | 'info';
  action?: ReactNode;
  /** Read when the reader is free (a message carried over from the last page), not at once. */
  isPolite?: boolean;
  children: ReactNode;
}) {
  return (
    <div role={isPolite ? 'status' : 'alert'} className={`alert alert-${severity}`}>
      <div className="alert-text">{children}</div>
      {action && <div className="alert-action">{action}</div>}
    </div>
  );
}

/** The problems an alert names, one a line (the invoice's lines that are wrong). */
export function AlertList({ items }: { items: string[] }) {
  return (
    <ul className="alert-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
