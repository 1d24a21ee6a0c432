import { useState } from 'react';
import { materialQuantity } from '../../../shared/work-orders';
import { Button } from '../../ui/button';
import { SearchPicker, type PickerOption } from '../../ui/mui/search-picker';
import { TextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { usePartChoices } from './api/part-choices';

interface Props {
  isSaving: boolean;
  onAdd(part: { partId: string; name: string; quantity: string }): Promise<boolean>;
}

/** A part of the stock added to the job on its page: found by number or name, a quantity, one big button. */
export function AddPartForm({ isSaving, onAdd }: Props) {
  const [part, setPart] = useState<PickerOption | null>(null);
  const [quantity, setQuantity] = useState('1');
  const isQuantityValid = materialQuantity(quantity) !== null;
  const add = async () => {
    if (!part || !isQuantityValid) return;
    if (await onAdd({ partId: part.id, name: part.meta?.name ?? part.label, quantity: quantity.trim() || '1' })) {
      setPart(null);
      setQuantity('1');
    }
  };
  return (
    <Stack gap={1.5}>
      <SearchPicker
        label="Artikel"
        value={part}
        onChange={setPart}
        useOptions={usePartChoices}
        helperText="Sök på artikelnummer eller benämning"
      />
      <TextField
        label="Antal"
        value={quantity}
        onChange={setQuantity}
        inputMode="decimal"
        isLarge
        helperText={isQuantityValid ? undefined : 'Ange ett antal, till exempel 2 eller 2,5.'}
      />
      <Button
        variant="primary"
        size="large"
        icon="add"
        isFullWidth
        disabled={!part || !isQuantityValid}
        isBusy={isSaving}
        onClick={() => void add()}
      >
        Lägg till artikel
      </Button>
    </Stack>
  );
}
