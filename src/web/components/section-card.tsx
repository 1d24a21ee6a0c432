import type { ReactNode } from 'react';

interface Props {
  title: string;
  action?: ReactNode;
  /** Shown instead of the content when there is nothing to show. */
  emptyText?: string;
  isEmpty?: boolean;
  children: ReactNode;
}

/** A titled part of a page (a customer's machines, the dashboard's latest), with an action beside the title. */
export function SectionCard({ title, action, emptyText, isEmpty = false, children }: Props) {
  return (
    <section className="section-card">
      <div className="section-card-head">
        <h2>{title}</h2>
        {action}
      </div>
      {isEmpty ? <p className="text-muted">{emptyText}</p> : children}
    </section>
  );
}
