import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

interface Props {
  title?: string;
  /** Beside the title, in the accent colour. */
  icon?: IconName;
  /** At the title's other end: a button or a link. */
  action?: ReactNode;
  /** Shown instead of the content when there is nothing to show. */
  emptyText?: string;
  isEmpty?: boolean;
  className?: string;
  /** An anchor to link to (/settings/backups#sakerhetskopior). */
  id?: string;
  children: ReactNode;
}

/** A titled part of a page (a customer's machines, the meter, the dashboard's latest). */
export function Card({ title, icon, action, emptyText, isEmpty = false, className, id, children }: Props) {
  return (
    <section id={id} className={`section-card${className ? ` ${className}` : ''}`}>
      {(title || action) && (
        <div className="section-card-head">
          <h2>
            {icon && <Icon name={icon} className="icon-primary" />}
            {title}
          </h2>
          {action}
        </div>
      )}
      {isEmpty ? <p className="text-muted">{emptyText}</p> : children}
    </section>
  );
}
