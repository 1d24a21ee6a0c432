import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { PART_UNITS, partInputSchema, type Part, type PartFormValues, type PartInput } from '../../../shared/parts';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { SwitchField } from '../../ui/mui/choice-field';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
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
export function PartDialog({
  part,
  onClose,
  onSaved,
}: {
  part: Part | null;
  onClose(): void;
  onSaved(saved: Part): void;
}) {
  const save = useSavePart();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<PartFormValues, unknown, PartInput>({
    resolver: zodResolver(partInputSchema),
    defaultValues: defaultsFrom(part),
  });
  const stocked = useController({ control: form.control, name: 'stocked' });

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      onSaved(await save.mutateAsync({ id: part?.id, values }));
    } catch (error) {
      setSaveError(error instanceof Error && error.message ? error.message : messages.unknownError);
    }
  });

  return (
    <FormDialog
      title={part ? `Redigera ${part.partNumber}` : 'Ny artikel'}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {saveError && <Alert severity="error">{saveError}</Alert>}
      <FieldGrid columns="1fr 2fr">
        <FormTextField control={form.control} name="partNumber" label="Artikelnummer" required />
        <FormTextField control={form.control} name="name" label="Benämning" required />
      </FieldGrid>
      <FieldGrid columns="1fr 1fr 1fr" phoneColumns="1fr 1fr">
        <FormTextField control={form.control} name="unit" label="Enhet" options={PART_UNITS} />
        <FormTextField control={form.control} name="purchasePrice" label="Inköpspris" unit="kr" inputMode="decimal" />
        <FormTextField
          control={form.control}
          name="salePrice"
          label="Försäljningspris"
          unit="kr"
          inputMode="decimal"
          required
        />
      </FieldGrid>
      <FieldGrid columns="2fr 1fr 1fr">
        <FormTextField control={form.control} name="supplier" label="Leverantör" />
        <FormTextField control={form.control} name="location" label="Hyllplats" />
        <FormTextField
          control={form.control}
          name="reorderPoint"
          label="Beställningspunkt"
          helperText="Lågt lager vid eller under"
          inputMode="decimal"
        />
      </FieldGrid>
      <SwitchField
        checked={stocked.field.value !== false}
        onChange={stocked.field.onChange}
        label="Lagerförd (räknas i lagret; av för artiklar som beställs per jobb)"
      />
    </FormDialog>
  );
}
