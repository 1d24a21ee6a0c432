import type { CSSProperties, ReactNode } from 'react';

/**
 * A detail page's parts side by side on a wide screen (from 1200 px, as `columns`, e.g. "2fr 3fr"),
 * one under the other below it; each column a stack of cards.
 */
export function PageColumns({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <div className="page-columns" style={{ '--columns': columns } as CSSProperties}>
      {children}
    </div>
  );
}

/** A page of one form or card, 640 px at most (the profile). */
export function NarrowPage({ children }: { children: ReactNode }) {
  return <div className="narrow-page">{children}</div>;
}
