import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import type { InvoiceFormValues } from '../../../shared/invoices';
import { INVOICE_UNIT_LABELS, INVOICE_UNITS } from '../../../shared/invoice-units';
import { Button, IconButton } from '../../ui/button';
import { EndOfFirstRowOnPhone, FieldGrid, WideOnPhone } from '../../ui/field-grid';
import { FormTextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { Heading } from '../../ui/text';
import { LINE_FIELD_HINTS } from './invoice-line-hints';

/** The units a line can count, as the e-invoice codes them; "–" for none in particular. */
const UNIT_OPTIONS = [
  { value: '', label: '–' },
  ...INVOICE_UNITS.map((unit) => ({ value: unit, label: INVOICE_UNIT_LABELS[unit] })),
];

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** Invoice lines: add; remove is disabled while one line remains (docs/product.md, Forms). */
export function InvoiceLinesEditor({ control, isLocked }: { control: Control<InvoiceFormValues>; isLocked: boolean }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items' });
  // Under a narrow field, a few words of what to do; the form's alert names the line.
  const hint = (index: number, field: keyof typeof LINE_FIELD_HINTS) =>
    errors.items?.[index]?.[field] ? capitalised(LINE_FIELD_HINTS[field]) : undefined;
  return (
    <Stack gap={1.5}>
      <Heading level={3}>Fakturarader</Heading>
      {fields.map((item, index) => (
        <FieldGrid key={item.id} columns="1fr 96px 96px 130px auto" phoneColumns="1fr 1fr 1fr">
          <WideOnPhone leavesLastColumn>
            <FormTextField
              control={control}
              name={`items.${index}.description`}
              label={`Beskrivning rad ${index + 1}`}
              size="small"
              disabled={isLocked}
              errorText={hint(index, 'description')}
            />
          </WideOnPhone>
          <FormTextField
            control={control}
            name={`items.${index}.quantity`}
            label="Antal"
            size="small"
            disabled={isLocked}
            errorText={hint(index, 'quantity')}
            inputMode="decimal"
            min={1}
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
            errorText={hint(index, 'price')}
            inputMode="decimal"
            min={0}
            step={0.01}
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
      ))}
      <div>
        <Button
          icon="add"
          onClick={() => append({ description: '', quantity: '1', price: '0', unit: 'st' })}
          disabled={isLocked}
        >
          Lägg till rad
        </Button>
      </div>
    </Stack>
  );
}
