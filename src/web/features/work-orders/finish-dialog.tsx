import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { swedishDate } from '../../../shared/dates';
import type { Machine } from '../../../shared/machines';
import { formatMeter } from '../../../shared/meter';
import { workOrderInputSchema, type WorkOrder } from '../../../shared/work-orders';
import { isJumpQuestion } from '../../lib/api-client';
import { decimalInput, formatDate } from '../../lib/format';
import { Alert } from '../../ui/alert';
import { Dialog } from '../../ui/mui/dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { useServicePlanForWorkOrder } from './api/machine-service-plan';

/** The two fields of the work order that finishing asks for, checked as PUT /workorders/{id} checks them. */
const finishSchema = z.object({
  meterReading: workOrderInputSchema.shape.meterReading,
  executionDate: workOrderInputSchema.shape.executionDate,
});

interface Props {
  workOrder: WorkOrder;
  machine: Machine;
  /** Saves the job as finished with the meter and the day; rejects with the server's error. */
  onFinish(finish: { meterReading: string; executionDate: string; confirmJump: boolean }): Promise<void>;
  onClose(): void;
}

/**
 * "Klar" on a job with a machine asks for the meter: a service counted in hours is next due from the
 * meter it was done at, so finishing it without one would lose its hour target.
 */
export function FinishDialog({ workOrder, machine, onFinish, onClose }: Props) {
  const plan = useServicePlanForWorkOrder(machine.id).data ?? [];
  const byMeter = plan.filter(
    (interval) => workOrder.serviceIntervalIds.includes(interval.id) && interval.everyMeter !== null,
  );
  // Read on this visit already (the job's Mätarställning card, today): the same reading, not a second one.
  const readToday = machine.meterDate === swedishDate() ? machine.meter : null;
  const startMeter = workOrder.meterReading ?? readToday;
  const form = useForm({
    // Raw: the meter goes on as typed ("48 900,5"); the work order's save reads it.
    resolver: zodResolver(finishSchema, undefined, { raw: true }),
    defaultValues: {
      meterReading: startMeter === null ? '' : decimalInput(startMeter),
      executionDate: workOrder.executionDate ?? swedishDate(),
    },
  });
  const meter = String(useWatch({ control: form.control, name: 'meterReading' }) ?? '');
  // The server's question holds for the meter it was asked about; typing another one asks again.
  const [asked, setAsked] = useState<{ meter: string; question: string } | null>(null);
  const question = asked?.meter === meter ? asked.question : null;
  const [error, setError] = useState<string | null>(null);
  const isMissing = byMeter.length > 0 && meter.trim() === '';
  const finish = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onFinish({
        meterReading: String(values.meterReading ?? ''),
        executionDate: values.executionDate ?? '',
        confirmJump: question !== null,
      });
    } catch (caught) {
      if (isJumpQuestion(caught)) setAsked({ meter, question: caught.message });
      else setError(caught instanceof Error ? caught.message : 'Kunde inte markera jobbet som klart.');
    }
  });
  return (
    <Dialog
      title="Markera som klar"
      text={
        byMeter.length > 0
          ? `Jobbet utför ${byMeter.map((interval) => interval.name).join(', ')}: nästa service räknas från mätarställningen nu.`
          : 'Läs av mätaren, så blir maskinens serviceprognos rätt.'
      }
      isBusy={form.formState.isSubmitting}
      onClose={onClose}
      action={{
        label: question ? 'Spara ändå' : 'Markera som klar',
        onClick: () => void finish(),
        isDisabled: isMissing,
      }}
    >
      <Stack gap={2}>
        <FormTextField
          control={form.control}
          name="meterReading"
          label={`Mätarställning (${machine.meterUnit})`}
          inputMode="decimal"
          isLarge
          required={byMeter.length > 0}
          helperText={
            machine.meter === null
              ? 'Ingen avläsning ännu.'
              : `Senast avläst ${formatMeter(machine.meter, machine.meterUnit)} den ${formatDate(machine.meterDate)}.`
          }
        />
        <FormTextField control={form.control} name="executionDate" label="Utförandedatum" type="date" isLarge />
        {question && <Alert severity="warning">{question}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </Dialog>
  );
}
