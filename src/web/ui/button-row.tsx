import type { ReactNode } from 'react';
import './button-row.css';

/** Buttons side by side at the end of a line (Avbryt before the main action), wrapping on a phone. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className="bank-file-actions">{children}</div>;
}

/** A long list of rows in three columns (what, when, how much) that scrolls after 240 px. */
export function ScrollList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="bank-file-matches" aria-label={label}>
      {children}
    </ul>
  );
}

/** A phone card's lines with 4 px under each (an amount over its reference). */
export function CardLines({ children }: { children: ReactNode }) {
  return <div className="unmatched-card">{children}</div>;
}
