import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import type { InvoiceFormValues } from '../../../shared/invoices';
import { FormTextField } from '../../components/form-text-field';
import { LINE_FIELD_HINTS } from './invoice-line-hints';

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** Invoice lines: add; remove is disabled while one line remains (docs/product.md, Forms). */
export function InvoiceLinesEditor({ control, isLocked }: { control: Control<InvoiceFormValues>; isLocked: boolean }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items' });
  // Under a narrow field, a few words of what to do; the form's alert names the line.
  const hint = (index: number, field: keyof typeof LINE_FIELD_HINTS) => (errors.items?.[index]?.[field] ? capitalised(LINE_FIELD_HINTS[field]) : undefined);
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Fakturarader
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((item, index) => (
          <Box key={item.id} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr auto', sm: '1fr 110px 140px auto' }, alignItems: 'start' }}>
            <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              <FormTextField
                control={control}
                name={`items.${index}.description`}
                label={`Beskrivning rad ${index + 1}`}
                size="small"
                disabled={isLocked}
                errorText={hint(index, 'description')}
              />
            </Box>
            <FormTextField
              control={control}
              name={`items.${index}.quantity`}
              label="Antal"
              size="small"
              disabled={isLocked}
              errorText={hint(index, 'quantity')}
              slotProps={{ htmlInput: { inputMode: 'decimal', min: 1 } }}
            />
            <FormTextField
              control={control}
              name={`items.${index}.price`}
              label="À-pris (kr)"
              size="small"
              disabled={isLocked}
              errorText={hint(index, 'price')}
              slotProps={{ htmlInput: { inputMode: 'decimal', min: 0, step: 0.01 } }}
            />
            <Tooltip title={fields.length === 1 ? 'Minst en rad krävs' : 'Ta bort raden'}>
              <span>
                <IconButton aria-label={`Ta bort rad ${index + 1}`} onClick={() => remove(index)} disabled={fields.length === 1 || isLocked}>
                  <DeleteOutline />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        ))}
        <Box>
          <Button startIcon={<Add />} variant="outlined" onClick={() => append({ description: '', quantity: '1', price: '0' })} disabled={isLocked}>
            Lägg till rad
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
