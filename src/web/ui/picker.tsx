import { islandOf } from './island';

export type { PickerOption } from '../lib/use-picker-options';

/**
 * A searchable choice in a list's toolbar ("Kund" above the machines): the list shows at once, the
 * picker (MUI's Autocomplete) joins it when MUI has loaded, in a place kept for it meanwhile.
 */
export const ToolbarPicker = islandOf(
  () => import('./mui/search-picker').then((module) => module.SearchPicker),
  <div className="toolbar-picker-placeholder" aria-hidden="true" />,
);
