import type { ReactNode } from 'react';

/** What a list shows before it has anything: why it is empty, and the first thing to do about it. */
export function EmptyState({ icon, text, actionLabel, onAction }: { icon: ReactNode; text: string; actionLabel?: string; onAction?: () => void }) {
  return (
    <div className="empty-state">
      {icon}
      <p>{text}</p>
      {actionLabel && onAction && (
        <button type="button" className="button button-primary" onClick={onAction}>
          {actionLabel}
        </button>
      )}
    </div>
  );
}
