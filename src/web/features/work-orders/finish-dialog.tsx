import { useState } from 'react';
import { swedishDate } from '../../../shared/dates';
import type { Machine } from '../../../shared/machines';
import { formatMeter } from '../../../shared/meter';
import type { WorkOrder } from '../../../shared/work-orders';
import { isJumpQuestion } from '../../lib/api-client';
import { decimalInput, formatDate } from '../../lib/format';
import { Alert } from '../../ui/alert';
import { Dialog } from '../../ui/mui/dialog';
import { TextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { useServicePlanForWorkOrder } from './api/machine-service-plan';

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
  const [meter, setMeter] = useState(workOrder.meterReading === null ? '' : decimalInput(workOrder.meterReading));
  const [executionDate, setExecutionDate] = useState(workOrder.executionDate ?? swedishDate());
  const [question, setQuestion] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const isMissing = byMeter.length > 0 && meter.trim() === '';
  const finish = async () => {
    setError(null);
    setSaving(true);
    try {
      await onFinish({ meterReading: meter, executionDate, confirmJump: question !== null });
    } catch (caught) {
      if (isJumpQuestion(caught)) setQuestion(caught.message);
      else setError(caught instanceof Error ? caught.message : 'Kunde inte markera jobbet som klart.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      title="Markera som klar"
      text={
        byMeter.length > 0
          ? `Jobbet utför ${byMeter.map((interval) => interval.name).join(', ')}: nästa service räknas från mätarställningen nu.`
          : 'Läs av mätaren, så blir maskinens serviceprognos rätt.'
      }
      isBusy={isSaving}
      onClose={onClose}
      action={{
        label: question ? 'Spara ändå' : 'Markera som klar',
        onClick: () => void finish(),
        isDisabled: isMissing,
      }}
    >
      <Stack gap={2}>
        <TextField
          label={`Mätarställning (${machine.meterUnit})`}
          value={meter}
          onChange={(next) => {
            setMeter(next);
            setQuestion(null);
          }}
          inputMode="decimal"
          isLarge
          required={byMeter.length > 0}
          helperText={
            machine.meter === null
              ? 'Ingen avläsning ännu.'
              : `Senast avläst ${formatMeter(machine.meter, machine.meterUnit)} den ${formatDate(machine.meterDate)}.`
          }
        />
        <TextField label="Utförandedatum" type="date" value={executionDate} onChange={setExecutionDate} isLarge />
        {question && <Alert severity="warning">{question}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </Dialog>
  );
}
