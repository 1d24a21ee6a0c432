import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import type { MeterUnit } from '../../../shared/meter';
import {
  serviceIntervalInputSchema,
  type ServiceInterval,
  type ServiceIntervalFormValues,
  type ServiceIntervalInput,
} from '../../../shared/service-plans';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { FormDialog } from '../../ui/mui/form-dialog';
import { Text } from '../../ui/text';
import { FormTextField } from '../../ui/mui/text-field';
import { useSaveInterval } from './api/save-interval';
import { decimalInput } from '../../lib/format';

interface Props {
  machineId: string;
  meterUnit: MeterUnit;
  interval: ServiceInterval | null;
  onClose(): void;
  onSaved(text: string): void;
}

function defaultsFrom(interval: ServiceInterval | null): ServiceIntervalFormValues {
  if (!interval) return { name: '', everyMeter: '', everyMonths: '', lastDoneDate: '', lastDoneMeter: '' };
  const isGiven = interval.lastDoneSource === 'given';
  return {
    name: interval.name,
    everyMeter: interval.everyMeter === null ? '' : String(interval.everyMeter),
    everyMonths: interval.everyMonths === null ? '' : String(interval.everyMonths),
    lastDoneDate: isGiven ? (interval.lastDoneDate ?? '') : '',
    lastDoneMeter: isGiven ? decimalInput(interval.lastDoneMeter) : '',
  };
}

/** Add or edit an interval: every N hours/km and/or every M months, and when it was last done before Verkstan. */
export function IntervalDialog({ machineId, meterUnit, interval, onClose, onSaved }: Props) {
  const save = useSaveInterval(machineId);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<ServiceIntervalFormValues, unknown, ServiceIntervalInput>({
    resolver: zodResolver(serviceIntervalInputSchema),
    defaultValues: defaultsFrom(interval),
  });
  // Done by a finished work order, last done follows that work order: nothing to type.
  const isFromWorkOrder = interval?.lastDoneSource === 'work-order';
  const unitLabel = meterUnit === 'km' ? 'km' : 'timmar';

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    const body = isFromWorkOrder ? { ...values, lastDoneDate: undefined, lastDoneMeter: undefined } : values;
    try {
      await save.mutateAsync({ id: interval?.id, values: body });
      onSaved(interval ? 'Serviceintervallet har uppdaterats.' : 'Serviceintervallet har lagts till.');
    } catch (error) {
      setSaveError(error instanceof Error && error.message ? error.message : messages.unknownError);
    }
  });

  return (
    <FormDialog
      title={interval ? `Redigera ${interval.name}` : 'Nytt serviceintervall'}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {saveError && <Alert severity="error">{saveError}</Alert>}
      <FormTextField control={form.control} name="name" label="Namn" placeholder="Service 500 h" required />
      <Text tone="muted" size="small">
        Det som kommer först gäller. Fyll i ett av intervallen eller båda.
      </Text>
      <FieldGrid>
        <FormTextField
          control={form.control}
          name="everyMeter"
          label={`Var … ${unitLabel}`}
          inputMode="numeric"
          unit={meterUnit}
        />
        <FormTextField control={form.control} name="everyMonths" label="Var … månad" inputMode="numeric" unit="mån" />
      </FieldGrid>
      {isFromWorkOrder ? (
        <Alert severity="info">
          Senast utförd hämtas från den senaste avslutade arbetsordern som utförde intervallet.
        </Alert>
      ) : (
        <>
          <Text tone="muted" size="small">
            Senast utförd före Verkstan? Annars räknas intervallet från i dag och dagens mätarställning.
          </Text>
          <FieldGrid>
            <FormTextField control={form.control} name="lastDoneDate" label="Senast utförd (datum)" type="date" />
            <FormTextField
              control={form.control}
              name="lastDoneMeter"
              label="Senast utförd vid"
              inputMode="decimal"
              unit={meterUnit}
            />
          </FieldGrid>
        </>
      )}
    </FormDialog>
  );
}
