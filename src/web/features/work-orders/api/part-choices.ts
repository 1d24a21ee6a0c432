import { formatQuantity, type Part } from '../../../../shared/parts';
import { formatKronor } from '../../../lib/format';
import { usePickerOptions } from '../../../lib/use-picker-options';

/** GET /parts?q=: a part of the stock for a material, by number or name; its name and sale price come along. */
export function usePartChoices(query: string) {
  return usePickerOptions<Part>('/parts', query, (part) => ({
    id: part.id,
    label: `${part.partNumber} · ${part.name}`,
    detail: part.stocked
      ? `Tillgängligt ${formatQuantity(part.available, part.unit)} · ${formatKronor(part.salePrice)}`
      : `Beställs per jobb · ${formatKronor(part.salePrice)}`,
    meta: { name: part.name, salePrice: String(part.salePrice), unit: part.unit },
  }));
}
