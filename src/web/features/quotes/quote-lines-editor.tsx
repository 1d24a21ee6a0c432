import { useState } from 'react';
import { Controller, useFieldArray, useFormState, type Control } from 'react-hook-form';
import { INVOICE_UNIT_LABELS, INVOICE_UNITS, type InvoiceUnit } from '../../../shared/invoice-units';
import type { QuoteFormValues } from '../../../shared/quotes';
import { Button, IconButton } from '../../ui/button';
import { EndOfFirstRowOnPhone, FieldGrid, WideOnPhone } from '../../ui/field-grid';
import { CheckboxField } from '../../ui/mui/choice-field';
import { SearchPicker, type PickerOption } from '../../ui/mui/search-picker';
import { FormTextField, TextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { Heading, Text } from '../../ui/text';
import { decimalInput } from '../../lib/format';
import { usePartChoices, useRateChoices } from '../../lib/register-choices';
import { emptyLine } from './quote-form-defaults';

const UNIT_OPTIONS = [
  { value: '', label: '–' },
  ...INVOICE_UNITS.map((unit) => ({ value: unit, label: INVOICE_UNIT_LABELS[unit] })),
];
/** A part's unit as an invoice line counts it (the stock says tim for an hour). */
const unitOfPart = (unit: string | undefined): InvoiceUnit =>
  unit === 'tim' ? 'h' : INVOICE_UNITS.includes(unit as InvoiceUnit) ? (unit as InvoiceUnit) : 'st';

/** The quote's lines: typed, or picked from the stock and the rates; each may be a *Tillval*. */
export function QuoteLinesEditor({ control, isLocked }: { control: Control<QuoteFormValues>; isLocked: boolean }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items' });
  const [part, setPart] = useState<PickerOption | null>(null);
  const rates = useRateChoices();
  const addPart = (option: PickerOption | null) => {
    setPart(null);
    if (!option) return;
    append({
      ...emptyLine(),
      description: option.meta?.name ?? option.label,
      price: decimalInput(Number(option.meta?.salePrice ?? 0), 2),
      unit: unitOfPart(option.meta?.unit),
      partId: option.id,
    });
  };
  const addRate = (rateId: string) => {
    const rate = rates.data?.find((candidate) => candidate.id === rateId);
    if (!rate) return;
    append({ ...emptyLine(), description: rate.name, price: decimalInput(rate.price, 2), unit: rate.unit, rateId });
  };
  return (
    <Stack gap={1.5}>
      <Heading level={3}>Offertrader</Heading>
      <Text tone="muted" size="small">
        Markera en rad som Tillval om kunden själv får välja den på länken.
      </Text>
      {fields.map((item, index) => (
        <Stack key={item.id} gap={0.5}>
          <FieldGrid columns="1fr 96px 96px 130px auto" phoneColumns="1fr 1fr 1fr">
            <WideOnPhone leavesLastColumn>
              <FormTextField
                control={control}
                name={`items.${index}.description`}
                label={`Beskrivning rad ${index + 1}`}
                size="small"
                disabled={isLocked}
                errorText={errors.items?.[index]?.description ? 'Skriv vad raden gäller' : undefined}
              />
            </WideOnPhone>
            <FormTextField
              control={control}
              name={`items.${index}.quantity`}
              label="Antal"
              size="small"
              disabled={isLocked}
              inputMode="decimal"
              errorText={errors.items?.[index]?.quantity ? 'Större än 0' : undefined}
            />
            <FormTextField
              control={control}
              name={`items.${index}.unit`}
              label="Enhet"
              size="small"
              disabled={isLocked}
              options={UNIT_OPTIONS}
            />
            <FormTextField
              control={control}
              name={`items.${index}.price`}
              label="À-pris (kr)"
              size="small"
              disabled={isLocked}
              inputMode="decimal"
              errorText={errors.items?.[index]?.price ? '0 kr eller mer' : undefined}
            />
            <EndOfFirstRowOnPhone>
              <IconButton
                icon="deleteOutline"
                label={`Ta bort rad ${index + 1}`}
                tooltip={fields.length === 1 ? 'Minst en rad krävs' : 'Ta bort raden'}
                onClick={() => remove(index)}
                disabled={fields.length === 1 || isLocked}
              />
            </EndOfFirstRowOnPhone>
          </FieldGrid>
          <Controller
            control={control}
            name={`items.${index}.optional`}
            render={({ field }) => (
              <CheckboxField
                label={`Tillval (rad ${index + 1})`}
                checked={Boolean(field.value)}
                onChange={field.onChange}
                disabled={isLocked}
              />
            )}
          />
        </Stack>
      ))}
      {!isLocked && (
        <FieldGrid columns="auto 1fr 1fr" phoneColumns="1fr">
          <div>
            <Button icon="add" onClick={() => append(emptyLine())}>
              Lägg till rad
            </Button>
          </div>
          <SearchPicker
            label="Lägg till artikel"
            value={part}
            onChange={addPart}
            useOptions={usePartChoices}
            helperText="Sök på artikelnummer eller benämning"
          />
          <TextField
            label="Lägg till arbete"
            value=""
            onChange={addRate}
            options={(rates.data ?? []).map((rate) => ({
              value: rate.id,
              label: `${rate.name} (${decimalInput(rate.price, 2)} kr/${rate.unit === 'h' ? 'tim' : 'km'})`,
            }))}
            helperText="En debitering ur Tidrapportens priser"
            disabled={!rates.data || rates.data.length === 0}
          />
        </FieldGrid>
      )}
    </Stack>
  );
}
