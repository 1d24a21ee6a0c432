import { IconButton } from './button';
import type { IconName } from './icon';

export interface RowAction {
  /** The tooltip, short: "Redigera". */
  title: string;
  /** What a screen reader hears: names the row ("Redigera faktura F2026061000"). */
  label: string;
  icon: IconName;
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
          <IconButton key={action.title} icon={action.icon} label={action.label} tooltip={action.title} isBusy={action.isBusy} onClick={action.onClick} />
        ))}
    </div>
  );
}
