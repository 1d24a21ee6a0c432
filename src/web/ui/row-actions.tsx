import { IconButton } from './button';
import type { IconName } from './icon';
import { Menu } from './menu';

export interface RowAction {
  /** The tooltip, short: "Redigera"; the action's name in the menu. */
  title: string;
  /** What a screen reader hears: names the row ("Redigera faktura F2026061000"). */
  label: string;
  icon: IconName;
  onClick(): void;
  /** Working: shows progress and cannot be pressed again. */
  isBusy?: boolean;
}

/** The action that removes a row's thing: "Ta bort", heard as "Ta bort {what}" ("Ta bort Hall 1"). */
export const removeAction = (what: string, onClick: () => void): RowAction => ({
  title: 'Ta bort',
  label: `Ta bort ${what}`,
  icon: 'deleteOutline',
  onClick,
});

/**
 * A row's icon buttons; an action left out (false) is not offered. Where a row has more than
 * `visible` (a phone's card has room for three or four), the rest wait behind one "Fler åtgärder"
 * button named by `moreLabel` ("Fler åtgärder för faktura F2026061000").
 */
export function RowActions({
  actions,
  visible,
  moreLabel = 'Fler åtgärder',
}: {
  actions: Array<RowAction | false>;
  visible?: number;
  moreLabel?: string;
}) {
  const offered = actions.filter((action): action is RowAction => action !== false);
  const shown = visible !== undefined && offered.length > visible + 1 ? offered.slice(0, visible) : offered;
  const rest = offered.slice(shown.length);
  return (
    <div className="row-actions">
      {shown.map((action) => (
        <IconButton
          key={action.title}
          icon={action.icon}
          label={action.label}
          tooltip={action.title}
          isBusy={action.isBusy}
          onClick={action.onClick}
        />
      ))}
      {rest.length > 0 && (
        <Menu
          label={moreLabel}
          icon="moreVert"
          items={rest.map((action) => ({ label: action.title, onSelect: action.onClick }))}
        />
      )}
    </div>
  );
}
