import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, Checkbox, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import type { WorkOrderFormValues } from '../../../shared/work-orders';
import { FormTextField } from '../../components/form-text-field';
import { SearchPicker } from '../../components/search-picker';
import { usePartChoices } from './api/register-choices';

type Props = { control: Control<WorkOrderFormValues> };

function TodoRow({ control, index, onRemove }: Props & { index: number; onRemove(): void }) {
  const { field } = useController({ control, name: `todoList.${index}.done` });
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <Checkbox
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Klar: punkt ${index + 1}` } }}
        sx={{ mt: 0.5 }}
      />
      <FormTextField control={control} name={`todoList.${index}.text`} label={`Punkt ${index + 1}`} size="small" />
      <IconButton aria-label={`Ta bort punkt ${index + 1}`} onClick={onRemove}>
        <DeleteOutline />
      </IconButton>
    </Stack>
  );
}

/** The work order's todo list: add, tick, remove. */
export function TodoListEditor({ control }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'todoList' });
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!draft.trim()) return;
    append({ text: draft.trim(), done: false });
    setDraft('');
  };
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Att göra
      </Typography>
      <Stack spacing={1}>
        {fields.map((item, index) => (
          <TodoRow key={item.id} control={control} index={index} onRemove={() => remove(index)} />
        ))}
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label="Ny punkt"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            fullWidth
          />
          <Button onClick={add} startIcon={<Add />} variant="outlined" sx={{ flexShrink: 0 }}>
            Lägg till
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function MaterialRow({ control, index, onRemove }: Props & { index: number; onRemove(): void }) {
  const partId = useWatch({ control, name: `materials.${index}.partId` });
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr auto', sm: '1fr 100px 120px auto' }, alignItems: 'flex-start' }}>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <FormTextField
          control={control}
          name={`materials.${index}.name`}
          label={`Material ${index + 1}`}
          size="small"
          helperText={typeof partId === 'string' && partId ? 'Ur lagret: dras när arbetsordern är klar' : undefined}
        />
      </Box>
      <FormTextField control={control} name={`materials.${index}.quantity`} label="Antal" size="small" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <FormTextField
        control={control}
        name={`materials.${index}.unitPrice`}
        label="À-pris (kr)"
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <IconButton aria-label={`Ta bort material ${index + 1}`} onClick={onRemove}>
        <DeleteOutline />
      </IconButton>
    </Box>
  );
}

/** Materials used on the job: a part of the stock (searched by number or name: its name and sale price come along) or free text. */
export function MaterialsEditor({ control }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'materials' });
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Material
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((item, index) => (
          <MaterialRow key={item.id} control={control} index={index} onRemove={() => remove(index)} />
        ))}
        <SearchPicker
          label="Lägg till artikel ur lagret"
          value={null}
          onChange={(option) => {
            if (!option) return;
            append({ partId: option.id, name: option.meta?.name ?? option.label, quantity: '1', unitPrice: option.meta?.salePrice ?? '' });
          }}
          useOptions={usePartChoices}
          helperText="Sök på artikelnummer eller benämning"
        />
        <Box>
          <Button onClick={() => append({ name: '', quantity: '1' })} startIcon={<Add />} variant="outlined">
            Lägg till material
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
