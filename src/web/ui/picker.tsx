import { lazy, useState, type ComponentProps } from 'react';
import { MuiIsland } from './mui-island';
import type { SearchPicker } from './mui/search-picker';

export type { PickerOption } from '../lib/use-picker-options';

type Props = Omit<ComponentProps<typeof SearchPicker>, 'isInToolbar' | 'autoFocus'>;

/** A plain field in the picker's place and size: what shows until the user reaches for it, and while MUI loads. */
function IdleField({ label, onActivate }: { label: string; onActivate?(): void }) {
  return (
    <input
      className="toolbar-picker-idle"
      role="combobox"
      aria-expanded="false"
      aria-label={label}
      placeholder={label}
      readOnly
      onFocus={onActivate}
      onPointerDown={onActivate}
    />
  );
}

const Picker = lazy(() => import('./mui/search-picker').then((module) => ({ default: module.SearchPicker })));

/**
 * A searchable choice in a list's toolbar ("Kund" above the machines). The list shows at once; the
 * picker (MUI's Autocomplete) loads when the user first reaches for it, so that a phone never pays
 * for MUI on a visit that does not use it (docs/decisions/015-one-ui-kit.md).
 */
export function ToolbarPicker(props: Props) {
  const [isActive, setActive] = useState(props.value !== null);
  return (
    <div className="toolbar-picker">
      {isActive ? (
        <MuiIsland fallback={<IdleField label={props.label} />}>
          <Picker {...props} isInToolbar autoFocus={props.value === null} />
        </MuiIsland>
      ) : (
        <IdleField label={props.label} onActivate={() => setActive(true)} />
      )}
    </div>
  );
}
