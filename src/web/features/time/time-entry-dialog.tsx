import { useState } from 'react';
import { swedishDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { timeEntryInputSchema, type Rate, type TimeEntry } from '../../../shared/time';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { SwitchField } from '../../ui/mui/choice-field';
import { FormDialog } from '../../ui/mui/form-dialog';
import { TextField } from '../../ui/mui/text-field';
import { fieldProblems } from '../../lib/field-problems';
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

/** "Registrera tid": hours in quarters on an hourly rate, or kilometres on a distance rate; small, for a phone. */
export function TimeEntryDialog({ workOrderId, rates, entry, onClose, onSaved }: Props) {
  const save = useSaveTimeEntry();
  const defaultRate = rates.find((rate) => rate.isDefault) ?? rates[0];
  const [rateId, setRateId] = useState(entry?.rateId ?? defaultRate?.id ?? '');
  const [date, setDate] = useState(entry?.date ?? swedishDate());
  const [amount, setAmount] = useState(entry ? decimalInput(entry.hours ?? entry.kilometres) : '');
  const [billable, setBillable] = useState(entry?.billable ?? true);
  const [note, setNote] = useState(entry?.note ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const unit = rates.find((rate) => rate.id === rateId)?.unit ?? 'h';

  const submit = async () => {
    setError(null);
    const values = {
      workOrderId,
      date,
      rateId,
      billable,
      note,
      ...(unit === 'km' ? { kilometres: amount } : { hours: amount }),
    };
    const parsed = timeEntryInputSchema.safeParse(values);
    if (!parsed.success) {
      setProblems(fieldProblems(parsed.error, { kilometres: 'hours' }));
      return;
    }
    setProblems({});
    try {
      await save.mutateAsync({ id: entry?.id, values });
      onSaved(
        entry ? 'Tiden har ändrats.' : unit === 'km' ? 'Körsträckan har registrerats.' : 'Tiden har registrerats.',
      );
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  };

  return (
    <FormDialog
      title={entry ? 'Ändra tid' : 'Registrera tid'}
      isSubmitting={save.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Pris"
        value={rateId}
        onChange={setRateId}
        options={rates.map((rate) => ({ value: rate.id, label: rateLabel(rate) }))}
        required
      />
      <FieldGrid columns="1fr 1fr" phoneColumns="1fr 1fr">
        <TextField
          label={unit === 'km' ? 'Kilometer' : 'Timmar'}
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          unit={unit}
          required
          autoFocus
          isLarge
          error={Boolean(problems.hours)}
          helperText={problems.hours ?? (unit === 'km' ? 'En decimal' : 'I kvartar: 0,25, 0,5 …')}
        />
        <TextField
          label="Datum"
          type="date"
          value={date}
          onChange={setDate}
          required
          error={Boolean(problems.date)}
          helperText={problems.date}
        />
      </FieldGrid>
      <TextField label="Anteckning" value={note} onChange={setNote} helperText={problems.note} />
      <SwitchField label="Debiterbar" checked={billable} onChange={setBillable} />
    </FormDialog>
  );
}
