import { useState } from 'react';
import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import type { WorkOrderFormValues } from '../../../shared/work-orders';
import { Button, IconButton } from '../../ui/button';
import { FieldGrid, WideOnPhone } from '../../ui/field-grid';
import { BareCheckbox } from '../../ui/mui/choice-field';
import { FormTextField, TextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { Heading } from '../../ui/text';
import { SearchPicker } from '../../ui/mui/search-picker';
import { usePartChoices } from './api/part-choices';

type Props = { control: Control<WorkOrderFormValues> };

function TodoRow({ control, index, onRemove }: Props & { index: number; onRemove(): void }) {
  const { field } = useController({ control, name: `todoList.${index}.done` });
  return (
    <Stack direction="row" gap={1} align="flex-start">
      <BareCheckbox label={`Klar: punkt ${index + 1}`} checked={Boolean(field.value)} onChange={field.onChange} />
      <FormTextField control={control} name={`todoList.${index}.text`} label={`Punkt ${index + 1}`} size="small" />
      <IconButton icon="deleteOutline" label={`Ta bort punkt ${index + 1}`} tooltip="Ta bort" onClick={onRemove} />
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
    <Stack gap={1}>
      <Heading level={3}>Att göra</Heading>
      {fields.map((item, index) => (
        <TodoRow key={item.id} control={control} index={index} onRemove={() => remove(index)} />
      ))}
      <Stack direction="row" gap={1}>
        <TextField size="small" label="Ny punkt" value={draft} onChange={setDraft} onEnter={add} />
        <Button onClick={add} icon="add">
          Lägg till
        </Button>
      </Stack>
    </Stack>
  );
}

function MaterialRow({ control, index, onRemove }: Props & { index: number; onRemove(): void }) {
  const partId = useWatch({ control, name: `materials.${index}.partId` });
  return (
    <FieldGrid columns="1fr 100px 120px auto" phoneColumns="1fr 1fr auto">
      <WideOnPhone>
        <FormTextField
          control={control}
          name={`materials.${index}.name`}
          label={`Material ${index + 1}`}
          size="small"
          helperText={typeof partId === 'string' && partId ? 'Ur lagret: dras när arbetsordern är klar' : undefined}
        />
      </WideOnPhone>
      <FormTextField
        control={control}
        name={`materials.${index}.quantity`}
        label="Antal"
        size="small"
        inputMode="decimal"
      />
      <FormTextField
        control={control}
        name={`materials.${index}.unitPrice`}
        label="À-pris (kr)"
        size="small"
        inputMode="decimal"
      />
      <IconButton icon="deleteOutline" label={`Ta bort material ${index + 1}`} tooltip="Ta bort" onClick={onRemove} />
    </FieldGrid>
  );
}

/** Materials used on the job: a part of the stock (searched by number or name: its name and sale price come along) or free text. */
export function MaterialsEditor({ control }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'materials' });
  return (
    <Stack gap={1.5}>
      <Heading level={3}>Material</Heading>
      {fields.map((item, index) => (
        <MaterialRow key={item.id} control={control} index={index} onRemove={() => remove(index)} />
      ))}
      <SearchPicker
        label="Lägg till artikel ur lagret"
        value={null}
        onChange={(option) => {
          if (!option) return;
          append({
            partId: option.id,
            name: option.meta?.name ?? option.label,
            quantity: '1',
            unitPrice: option.meta?.salePrice ?? '',
          });
        }}
        useOptions={usePartChoices}
        helperText="Sök på artikelnummer eller benämning"
      />
      <div>
        <Button onClick={() => append({ name: '', quantity: '1' })} icon="add">
          Lägg till material
        </Button>
      </div>
    </Stack>
  );
}
