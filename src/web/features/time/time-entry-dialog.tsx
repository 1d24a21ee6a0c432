import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { swedishDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { timeEntryInputSchema, type Rate, type TimeEntry } from '../../../shared/time';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { SwitchField } from '../../ui/mui/choice-field';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { decimalInput, formatKronor } from '../../lib/format';
import { useSaveTimeEntry } from './api/time-entries';

interface Props {
  workOrderId: string;
  rates: Rate[];
  entry: TimeEntry | null;
  onClose(): void;
  onSaved(text: string): void;
}

const rateLabel = (rate: Rate) => `${rate.name} (${formatKronor(rate.price)}/${rate.unit})`;

/**
 * The dialog's fields as POST /time's body: the amount is hours on an hourly rate and kilometres on a
 * distance one; the API's schema checks it, its message about either shown under the amount.
 */
function timeEntryFormSchema(workOrderId: string, rates: Rate[]) {
  return z
    .object({ rateId: z.string(), date: z.string(), amount: z.string(), billable: z.boolean(), note: z.string() })
    .transform(({ amount, ...fields }, context) => {
      const unit = rates.find((rate) => rate.id === fields.rateId)?.unit ?? 'h';
      const values = { workOrderId, ...fields, ...(unit === 'km' ? { kilometres: amount } : { hours: amount }) };
      const parsed = timeEntryInputSchema.safeParse(values);
      for (const issue of parsed.error?.issues ?? []) {
        const field = String(issue.path[0] ?? 'amount');
        const path = field === 'hours' || field === 'kilometres' ? 'amount' : field;
        context.addIssue({ code: 'custom', message: issue.message, path: [path] });
      }
      return parsed.success ? values : z.NEVER;
    });
}

/** "Registrera tid": hours in quarters on an hourly rate, or kilometres on a distance rate; small, for a phone. */
export function TimeEntryDialog({ workOrderId, rates, entry, onClose, onSaved }: Props) {
  const save = useSaveTimeEntry();
  const defaultRate = rates.find((rate) => rate.isDefault) ?? rates[0];
  const [error, setError] = useState<string | null>(null);
  const [schema] = useState(() => timeEntryFormSchema(workOrderId, rates));
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      rateId: entry?.rateId ?? defaultRate?.id ?? '',
      date: entry?.date ?? swedishDate(),
      amount: entry ? decimalInput(entry.hours ?? entry.kilometres) : '',
      billable: entry?.billable ?? true,
      note: entry?.note ?? '',
    },
  });
  const rateId = useWatch({ control: form.control, name: 'rateId' });
  const unit = rates.find((rate) => rate.id === rateId)?.unit ?? 'h';

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ id: entry?.id, values });
      onSaved(
        entry ? 'Tiden har ändrats.' : unit === 'km' ? 'Körsträckan har registrerats.' : 'Tiden har registrerats.',
      );
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });

  return (
    <FormDialog
      title={entry ? 'Ändra tid' : 'Registrera tid'}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <FormTextField
        control={form.control}
        name="rateId"
        label="Pris"
        options={rates.map((rate) => ({ value: rate.id, label: rateLabel(rate) }))}
        required
      />
      <FieldGrid columns="1fr 1fr" phoneColumns="1fr 1fr">
        <FormTextField
          control={form.control}
          name="amount"
          label={unit === 'km' ? 'Kilometer' : 'Timmar'}
          inputMode="decimal"
          unit={unit}
          required
          autoFocus
          isLarge
          helperText={unit === 'km' ? 'En decimal' : 'I kvartar: 0,25, 0,5 …'}
        />
        <FormTextField control={form.control} name="date" label="Datum" type="date" required />
      </FieldGrid>
      <FormTextField control={form.control} name="note" label="Anteckning" />
      <Controller
        control={form.control}
        name="billable"
        render={({ field }) => <SwitchField label="Debiterbar" checked={field.value} onChange={field.onChange} />}
      />
    </FormDialog>
  );
}
