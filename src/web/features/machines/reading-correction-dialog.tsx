import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { meterReadingInputSchema, type Machine, type MeterReading } from '../../../shared/machines';
import { formatMeter } from '../../../shared/meter';
import { Alert } from '../../ui/alert';
import { Dialog } from '../../ui/mui/dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { decimalInput, formatDate } from '../../lib/format';
import { isJumpQuestion, useCorrectMeterReading } from './api/correct-meter-reading';

interface Props {
  machine: Machine;
  reading: MeterReading;
  onClose(): void;
  onSaved(text: string): void;
}

/** The office corrects a mistyped reading: the value and its date, asked again when it still jumps. */
export function ReadingCorrectionDialog({ machine, reading, onClose, onSaved }: Props) {
  const form = useForm({
    // Raw: the API reads the typed text ("48 900,5") itself.
    resolver: zodResolver(meterReadingInputSchema, undefined, { raw: true }),
    defaultValues: { value: decimalInput(reading.value), readingDate: reading.readingDate },
  });
  const value = String(useWatch({ control: form.control, name: 'value' }) ?? '');
  // The server's question holds for the value it was asked about; typing another one asks again.
  const [asked, setAsked] = useState<{ value: string; question: string } | null>(null);
  const question = asked?.value === value ? asked.question : null;
  const correct = useCorrectMeterReading(machine.id);
  const save = form.handleSubmit(async (values) => {
    try {
      const saved = await correct.mutateAsync({
        readingId: reading.id,
        values: { value: values.value, readingDate: values.readingDate, ...(question ? { confirmJump: true } : {}) },
      });
      onSaved(`Avläsningen är rättad till ${formatMeter(saved.value, machine.meterUnit)}.`);
    } catch (error) {
      if (isJumpQuestion(error)) setAsked({ value: String(values.value), question: error.message });
    }
  });
  return (
    <Dialog
      title="Rätta avläsningen"
      text={`${formatMeter(reading.value, machine.meterUnit)} den ${formatDate(reading.readingDate)}. Rättelsen sparas i maskinens händelser.`}
      isBusy={correct.isPending}
      onClose={onClose}
      action={{
        label: question ? 'Spara ändå' : 'Spara rättelse',
        onClick: () => void save(),
        isDisabled: value.trim() === '',
      }}
    >
      <Stack gap={2}>
        <FormTextField
          control={form.control}
          name="value"
          label={`Mätarställning (${machine.meterUnit})`}
          inputMode="decimal"
          isLarge
        />
        <FormTextField control={form.control} name="readingDate" label="Datum" type="date" isLarge />
        {question && <Alert severity="warning">{question}</Alert>}
        {correct.isError && !isJumpQuestion(correct.error) && <Alert severity="error">{correct.error.message}</Alert>}
      </Stack>
    </Dialog>
  );
}
