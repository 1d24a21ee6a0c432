import type { ReactNode } from 'react';
import './due-list.css';

/** A field that needs little room (a date) kept at 220 px on a wide screen. */
export function NarrowField({ children }: { children: ReactNode }) {
  return <div className="receivables-date">{children}</div>;
}

/** A chart with its sums beside it from 768 px (3 : 2, bottoms aligned), one under the other on a phone. */
export function ChartBeside({ children }: { children: ReactNode }) {
  return <div className="receivables-overview">{children}</div>;
}

/** Cards two side by side from 1024 px (a customer each), one under the other below it. */
export function CardColumns({ children }: { children: ReactNode }) {
  return <div className="receivables-customers">{children}</div>;
}

/** Open invoices, each a `DueItem`: what and when at the left, how late and how much at the right. */
export function DueList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="receivable-invoices" aria-label={label}>
      {children}
    </ul>
  );
}

/** One open invoice; `isLate` puts its lateness in the error colour. */
export function DueItem({
  isLate,
  title,
  due,
  lateness,
  amount,
  action,
}: {
  isLate: boolean;
  title: string;
  due: ReactNode;
  lateness: string;
  amount: string;
  action?: ReactNode;
}) {
  return (
    <li className={isLate ? 'is-late' : undefined}>
      <span className="receivable-number">{title}</span>
      <span className="text text-muted">{due}</span>
      <span className="receivable-late">{lateness}</span>
      <span className="text numeric">{amount}</span>
      {action}
    </li>
  );
}
