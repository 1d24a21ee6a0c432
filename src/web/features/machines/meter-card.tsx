import { useState } from 'react';
import { swedishDate } from '../../../shared/dates';
import type { Machine, MeterReading } from '../../../shared/machines';
import { formatMeter } from '../../../shared/meter';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/feedback';
import { FieldGrid } from '../../ui/field-grid';
import { Figure } from '../../ui/figure';
import { TextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { formatDate } from '../../lib/format';
import { useAddMeterReading } from './api/add-meter-reading';
import { isJumpQuestion } from './api/correct-meter-reading';
import { MeterChart } from './meter-chart';
import { FormStack } from '../../ui/form-stack';

/** The meter and a quick new reading: big fields and button, typed in the yard with gloves on. */
export function MeterCard({
  machine,
  readings,
  onSaved,
}: {
  machine: Machine;
  readings: MeterReading[];
  onSaved(text: string): void;
}) {
  const [value, setValue] = useState('');
  const [readingDate, setReadingDate] = useState(swedishDate());
  const add = useAddMeterReading(machine.id);
  // A reading far above the one before (48 900 h for 4 890 h) is asked about before it is saved.
  const [question, setQuestion] = useState<string | null>(null);
  const save = async (confirmJump = false) => {
    const reading = await add
      .mutateAsync({ value, readingDate, ...(confirmJump ? { confirmJump } : {}) })
      .catch((error: unknown) => {
        if (isJumpQuestion(error)) setQuestion(error.message);
        return null;
      });
    if (!reading) return;
    setValue('');
    onSaved(`Avläsningen ${formatMeter(reading.value, machine.meterUnit)} har sparats.`);
  };
  return (
    <Card title="Mätarställning" icon="speed">
      <Stack gap={2}>
        <div>
          <Figure
            label={machine.meterDate ? `Avläst ${formatDate(machine.meterDate)}` : 'Ingen avläsning ännu'}
            value={formatMeter(machine.meter, machine.meterUnit)}
            size="huge"
          />
        </div>
        <FormStack
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FieldGrid>
            <TextField
              label={`Ny avläsning (${machine.meterUnit})`}
              value={value}
              onChange={setValue}
              inputMode="decimal"
              describedBy="meter-help"
              isLarge
            />
            <TextField label="Datum" type="date" value={readingDate} onChange={setReadingDate} isLarge />
          </FieldGrid>
          <Button
            type="submit"
            variant="primary"
            size="huge"
            isFullWidth
            isBusy={add.isPending}
            disabled={value.trim() === ''}
          >
            Spara avläsning
          </Button>
        </FormStack>
        <Text id="meter-help" tone="muted" size="small">
          Mätaren kan inte gå bakåt: en avläsning ligger mellan de avläsningar som är gjorda före och efter den.
        </Text>
        {add.isError && !isJumpQuestion(add.error) && <Alert severity="error">{add.error.message}</Alert>}
        {question && (
          <ConfirmDialog
            open
            title="Kontrollera avläsningen"
            text={question}
            confirmLabel="Spara ändå"
            isWorking={add.isPending}
            onConfirm={() => {
              setQuestion(null);
              void save(true);
            }}
            onClose={() => setQuestion(null)}
          />
        )}
        <MeterChart readings={readings} unit={machine.meterUnit} />
      </Stack>
    </Card>
  );
}
