import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { RATE_UNIT_LABELS, RATE_UNITS, rateInputSchema, type Rate } from '../../../shared/time';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { SwitchField } from '../../ui/mui/choice-field';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { decimalInput } from '../../lib/format';
import { useSaveRate } from './api/rates';

/** A price per hour or per kilometre, excl. VAT; an hourly one can be made the default. */
export function RateDialog({
  rate,
  onClose,
  onSaved,
}: {
  rate: Rate | null;
  onClose(): void;
  onSaved(text: string): void;
}) {
  const save = useSaveRate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    // Raw: the API reads the typed price ("1 250,50") itself.
    resolver: zodResolver(rateInputSchema, undefined, { raw: true }),
    defaultValues: {
      name: rate?.name ?? '',
      unit: rate?.unit ?? 'h',
      price: rate ? decimalInput(rate.price, 2) : '',
      isDefault: rate?.isDefault ?? false,
    },
  });
  const unit = useWatch({ control: form.control, name: 'unit' });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      // Only an hourly price can be the default.
      await save.mutateAsync({
        id: rate?.id,
        values: { ...values, isDefault: values.unit === 'h' && values.isDefault },
      });
      onSaved(rate ? 'Priset har ändrats.' : 'Priset har lagts till.');
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });

  return (
    <FormDialog
      title={rate ? `Ändra ${rate.name}` : 'Nytt pris'}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <FormTextField
        control={form.control}
        name="name"
        label="Namn"
        required
        autoFocus
        helperText="Till exempel Fälttimme eller Milersättning"
      />
      <FieldGrid columns="1fr 1fr" phoneColumns="1fr 1fr">
        <FormTextField
          control={form.control}
          name="unit"
          label="Enhet"
          options={RATE_UNITS.map((value) => ({ value, label: RATE_UNIT_LABELS[value] }))}
          disabled={rate?.isDefault}
        />
        <FormTextField
          control={form.control}
          name="price"
          label="Pris exkl. moms"
          inputMode="decimal"
          unit={`kr/${unit}`}
          required
        />
      </FieldGrid>
      {unit === 'h' && (
        <Controller
          control={form.control}
          name="isDefault"
          render={({ field }) => (
            <SwitchField
              label="Förvalt timpris (timern och ny tid använder det)"
              checked={field.value ?? false}
              onChange={field.onChange}
              disabled={rate?.isDefault}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
