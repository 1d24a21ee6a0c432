import { useState } from 'react';
import type { Machine, MeterReading } from '../../../shared/machines';
import { formatMeter } from '../../../shared/meter';
import { Alert } from '../../ui/alert';
import { Dialog } from '../../ui/mui/dialog';
import { TextField } from '../../ui/mui/text-field';
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
  const [value, setValue] = useState(decimalInput(reading.value));
  const [readingDate, setReadingDate] = useState(reading.readingDate);
  const [question, setQuestion] = useState<string | null>(null);
  const correct = useCorrectMeterReading(machine.id);
  const save = async () => {
    try {
      const saved = await correct.mutateAsync({
        readingId: reading.id,
        values: { value, readingDate, ...(question ? { confirmJump: true } : {}) },
      });
      onSaved(`Avläsningen är rättad till ${formatMeter(saved.value, machine.meterUnit)}.`);
    } catch (error) {
      if (isJumpQuestion(error)) setQuestion(error.message);
    }
  };
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
        <TextField
          label={`Mätarställning (${machine.meterUnit})`}
          value={value}
          onChange={(next) => {
            setValue(next);
            setQuestion(null);
          }}
          inputMode="decimal"
          isLarge
        />
        <TextField label="Datum" type="date" value={readingDate} onChange={setReadingDate} isLarge />
        {question && <Alert severity="warning">{question}</Alert>}
        {correct.isError && !isJumpQuestion(correct.error) && <Alert severity="error">{correct.error.message}</Alert>}
      </Stack>
    </Dialog>
  );
}
