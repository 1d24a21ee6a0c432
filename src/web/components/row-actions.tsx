import type { ReactNode } from 'react';

export interface RowAction {
  /** The tooltip, short: "Redigera". */
  title: string;
  /** What a screen reader hears: names the row ("Redigera faktura F2026061000"). */
  label: string;
  icon: ReactNode;
  onClick(): void;
  /** Working: shows progress and cannot be pressed again. */
  isBusy?: boolean;
}

/** A row's icon buttons; an action left out (false) is not offered. */
export function RowActions({ actions }: { actions: Array<RowAction | false> }) {
  return (
    <div className="row-actions">
      {actions
        .filter((action): action is RowAction => action !== false)
        .map((action) => (
          <button
            key={action.title}
            type="button"
            className="icon-button has-tooltip"
            data-tooltip={action.title}
            aria-label={action.label}
            aria-busy={action.isBusy || undefined}
            disabled={action.isBusy}
            onClick={action.onClick}
          >
            {action.isBusy ? <span className="spinner spinner-small" role="progressbar" aria-label="Arbetar" /> : action.icon}
          </button>
        ))}
    </div>
  );
}
