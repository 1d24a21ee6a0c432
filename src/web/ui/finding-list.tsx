import type { ReactNode } from 'react';
import './finding-list.css';

/** Things to act on, one under the other with a divider (Fakturakontroll's findings). */
export function FindingList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="findings" aria-label={label}>
      {children}
    </ul>
  );
}

/** One finding: its kind and amount at the head, what it is below, then what can be done about it. */
export function FindingItem({
  badge,
  amount,
  actions,
  children,
}: {
  badge: ReactNode;
  /** Already formatted (kronor); none for a finding without an amount. */
  amount: string | null;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="finding">
      <div className="finding-head">
        {badge}
        {amount !== null && <span className="finding-amount numeric">{amount}</span>}
      </div>
      {children}
      <div className="finding-actions">{actions}</div>
    </li>
  );
}

/** A question and its buttons on one line, asked before a finding is dismissed for good. */
export function FindingConfirm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="finding-confirm" role="group" aria-label={label}>
      {children}
    </span>
  );
}
