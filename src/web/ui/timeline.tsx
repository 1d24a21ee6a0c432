import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

/** Events one under the other, newest first, joined by a line (a machine's service history). */
export function Timeline({
  label,
  icon,
  items,
}: {
  label: string;
  icon: IconName;
  items: Array<{ key: string; content: ReactNode }>;
}) {
  return (
    <ol className="timeline" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <span className="timeline-mark">
            <Icon name={icon} size={20} className="icon-primary" />
          </span>
          <div className="timeline-body">{item.content}</div>
        </li>
      ))}
    </ol>
  );
}
