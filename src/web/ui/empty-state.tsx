import { Button } from './button';
import { Icon, type IconName } from './icon';

/** What a list shows before it has anything: why it is empty, and the first thing to do about it. */
export function EmptyState({
  icon,
  text,
  actionLabel,
  onAction,
}: {
  icon: IconName;
  text: string;
  actionLabel?: string | undefined;
  onAction?: () => void;
}) {
  return (
    <div className="empty-state">
      <Icon name={icon} size={40} />
      <p>{text}</p>
      {actionLabel && onAction && (
        <Button variant="primary" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </div>
  );
}
