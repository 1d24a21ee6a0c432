import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, InputAdornment, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import type { MeterUnit } from '../../../shared/meter';
import { serviceIntervalInputSchema, type ServiceInterval, type ServiceIntervalFormValues, type ServiceIntervalInput } from '../../../shared/service-plans';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
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
      <Typography variant="body2" color="text.secondary">
        Det som kommer först gäller. Fyll i ett av intervallen eller båda.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField
          control={form.control}
          name="everyMeter"
          label={`Var … ${unitLabel}`}
          inputMode="numeric"
          slotProps={{ input: { endAdornment: <InputAdornment position="end">{meterUnit}</InputAdornment> } }}
        />
        <FormTextField
          control={form.control}
          name="everyMonths"
          label="Var … månad"
          inputMode="numeric"
          slotProps={{ input: { endAdornment: <InputAdornment position="end">mån</InputAdornment> } }}
        />
      </Box>
      {isFromWorkOrder ? (
        <Alert severity="info">Senast utförd hämtas från den senaste avslutade arbetsordern som utförde intervallet.</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            Senast utförd före Verkstan? Annars räknas intervallet från i dag och dagens mätarställning.
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <FormTextField control={form.control} name="lastDoneDate" label="Senast utförd (datum)" type="date" slotProps={{ inputLabel: { shrink: true } }} />
            <FormTextField
              control={form.control}
              name="lastDoneMeter"
              label="Senast utförd vid"
              inputMode="decimal"
              slotProps={{ input: { endAdornment: <InputAdornment position="end">{meterUnit}</InputAdornment> } }}
            />
          </Box>
        </>
      )}
    </FormDialog>
  );
}
