import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { swedishDate } from '../../../shared/dates';
import type { Machine } from '../../../shared/machines';
import { formatMeter, isMeterJump, meterValue, toTenths } from '../../../shared/meter';
import { messages } from '../../../shared/messages';
import { isJumpQuestion } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/feedback';
import { Figure } from '../../ui/figure';
import { FormStack } from '../../ui/form-stack';
import { PlainTextField } from '../../ui/plain-text-field';
import { Stack } from '../../ui/stack';
import { useRecordMeterReading } from './api/record-meter-reading';

const readingSchema = z.object({
  value: z.string().refine((typed) => meterValue.safeParse(typed).success, messages.readingInvalid),
});
type ReadingValues = z.infer<typeof readingSchema>;

/**
 * What the device can tell before the server does (FIELD.md decision 6: a reading is recorded without
 * signal too): a meter going backwards from the latest reading, and one climbing more than 24 h a day,
 * asked about first. The server checks again when the reading arrives.
 */
function checkOnDevice(machine: Machine, value: number): { problem?: string; question?: string } {
  if (machine.meter === null || machine.meterDate === null) return {};
  const [previous, shown] = [formatMeter(machine.meter, machine.meterUnit), formatMeter(value, machine.meterUnit)];
  if (value < machine.meter) return { problem: messages.readingTooLow(previous, formatDate(machine.meterDate)) };
  const before = { date: machine.meterDate, tenths: toTenths(machine.meter) };
  return isMeterJump(machine.meterUnit, before, { date: swedishDate(), tenths: toTenths(value) })
    ? { question: messages.meterJump(shown, previous, formatDate(machine.meterDate)) }
    : {};
}

/** *Mätarställning* on a job with a machine: the latest reading and a new one, typed on site with gloves on. */
export function MeterReadingCard({ machine, onSaved }: { machine: Machine; onSaved(text: string): void }) {
  const record = useRecordMeterReading();
  const form = useForm<ReadingValues>({ resolver: zodResolver(readingSchema), defaultValues: { value: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const [question, setQuestion] = useState<{ value: number; text: string } | null>(null);
  const save = async (value: number, confirmJump: boolean) => {
    setQuestion(null);
    try {
      const reading = await record.mutateAsync({ machineId: machine.id, unit: machine.meterUnit, value, confirmJump });
      form.reset({ value: '' });
      onSaved(`Avläsningen ${formatMeter(reading.value, machine.meterUnit)} har sparats.`);
    } catch (caught) {
      if (isJumpQuestion(caught)) setQuestion({ value, text: caught.message });
      else setProblem(caught instanceof Error ? caught.message : 'Avläsningen kunde inte sparas.');
    }
  };
  const submit = form.handleSubmit(async ({ value: typed }) => {
    setProblem(null);
    const value = meterValue.parse(typed);
    const { problem: found, question: asked } = checkOnDevice(machine, value);
    if (found) setProblem(found);
    else if (asked) setQuestion({ value, text: asked });
    else await save(value, false);
  });
  return (
    <Card title="Mätarställning" icon="speed">
      <Stack gap={2}>
        <Figure
          label={machine.meterDate ? `Avläst ${formatDate(machine.meterDate)}` : 'Ingen avläsning ännu'}
          value={formatMeter(machine.meter, machine.meterUnit)}
        />
        <FormStack noValidate onSubmit={(event) => void submit(event)}>
          <PlainTextField form={form} name="value" label={`Ny avläsning (${machine.meterUnit})`} inputMode="decimal" />
          <Button type="submit" variant="primary" size="large" isBusy={record.isPending}>
            Spara avläsning
          </Button>
        </FormStack>
        {problem && <Alert severity="error">{problem}</Alert>}
      </Stack>
      {question && (
        <ConfirmDialog
          open
          title="Kontrollera avläsningen"
          text={question.text}
          confirmLabel="Spara ändå"
          isWorking={record.isPending}
          onConfirm={() => void save(question.value, true)}
          onClose={() => setQuestion(null)}
        />
      )}
    </Card>
  );
}
