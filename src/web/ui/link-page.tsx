import type { ReactNode } from 'react';
import './link-page.css';

/**
 * A page a customer opens from a message (a quote's link): no app menu, one narrow column that reads
 * on a phone, the sender's name first.
 */
export function LinkPage({ sender, children }: { sender: ReactNode; children: ReactNode }) {
  return (
    <div className="link-page">
      <header className="link-page-sender">{sender}</header>
      <main id="main" className="link-page-main">
        {children}
      </main>
    </div>
  );
}

/** A line the customer may tick (a quote's *Tillval*): the box, what it is, and what it costs. */
export function OptionLine({
  label,
  detail,
  amount,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  detail?: string;
  amount: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="option-line">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="option-line-label">{label}</span>
        {detail && <span className="option-line-detail">{detail}</span>}
      </span>
      <span className="numeric option-line-amount">{amount}</span>
    </label>
  );
}
