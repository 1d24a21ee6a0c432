import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, FormControlLabel, InputAdornment, MenuItem, Switch } from '@mui/material';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { PART_UNITS, partInputSchema, type Part, type PartFormValues, type PartInput } from '../../../shared/parts';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { useSavePart } from './api/save-part';
import { decimalInput } from '../../lib/format';

function defaultsFrom(part: Part | null): PartFormValues {
  return {
    partNumber: part?.partNumber ?? '',
    name: part?.name ?? '',
    unit: part?.unit ?? 'st',
    purchasePrice: decimalInput(part?.purchasePrice ?? null),
    salePrice: decimalInput(part?.salePrice ?? null),
    supplier: part?.supplier ?? '',
    location: part?.location ?? '',
    reorderPoint: decimalInput(part?.reorderPoint ?? null),
    stocked: part?.stocked ?? true,
  };
}

/** 'Ny artikel' and edit: number, name, unit, prices, supplier, shelf, reorder point, stocked. Stock moves only through the ledger. */
export function PartDialog({ part, onClose, onSaved }: { part: Part | null; onClose(): void; onSaved(saved: Part): void }) {
  const save = useSavePart();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<PartFormValues, unknown, PartInput>({ resolver: zodResolver(partInputSchema), defaultValues: defaultsFrom(part) });
  const stocked = useController({ control: form.control, name: 'stocked' });
  const kronor = { input: { endAdornment: <InputAdornment position="end">kr</InputAdornment> }, htmlInput: { inputMode: 'decimal' as const } };

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      onSaved(await save.mutateAsync({ id: part?.id, values }));
    } catch (error) {
      setSaveError(error instanceof Error && error.message ? error.message : messages.unknownError);
    }
  });

  return (
    <FormDialog title={part ? `Redigera ${part.partNumber}` : 'Ny artikel'} isSubmitting={form.formState.isSubmitting} onClose={onClose} onSubmit={onSubmit}>
      {saveError && <Alert severity="error">{saveError}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 2fr' } }}>
        <FormTextField control={form.control} name="partNumber" label="Artikelnummer" required />
        <FormTextField control={form.control} name="name" label="Benämning" required />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
        <FormTextField control={form.control} name="unit" label="Enhet" select>
          {PART_UNITS.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {unit}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={form.control} name="purchasePrice" label="Inköpspris" slotProps={kronor} />
        <FormTextField control={form.control} name="salePrice" label="Försäljningspris" slotProps={kronor} required />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '2fr 1fr 1fr' } }}>
        <FormTextField control={form.control} name="supplier" label="Leverantör" />
        <FormTextField control={form.control} name="location" label="Hyllplats" />
        <FormTextField
          control={form.control}
          name="reorderPoint"
          label="Beställningspunkt"
          helperText="Lågt lager vid eller under"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <FormControlLabel
        control={<Switch checked={stocked.field.value !== false} onChange={(event) => stocked.field.onChange(event.target.checked)} />}
        label="Lagerförd (räknas i lagret; av för artiklar som beställs per jobb)"
      />
    </FormDialog>
  );
}
