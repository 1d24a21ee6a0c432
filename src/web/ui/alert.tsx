import type { ReactNode } from 'react';

/** A message in a box, announced as it appears (as MUI's Alert is). */
export function Alert({ severity, action, children }: { severity: 'error' | 'warning' | 'success' | 'info'; action?: ReactNode; children: ReactNode }) {
  return (
    <div role="alert" className={`alert alert-${severity}`}>
      <div className="alert-text">{children}</div>
      {action && <div className="alert-action">{action}</div>}
    </div>
  );
}
