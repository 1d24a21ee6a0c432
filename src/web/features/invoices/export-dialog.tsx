import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isIsoDate, monthEnd, swedishDate } from '../../../shared/dates';
import { siePeriodSchema } from '../../../shared/export';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { Dialog } from '../../ui/mui/dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { downloadSie } from './api/export-sie';

function monthStart(today: string): string {
  return `${today.slice(0, 8)}01`;
}

/** 'Exportera till bokföring': the period's SIE 4I file for Fortnox or Visma. */
export function ExportDialog({ onClose }: { onClose(): void }) {
  const today = swedishDate();
  const form = useForm({
    resolver: zodResolver(siePeriodSchema),
    defaultValues: { from: monthStart(today), to: monthEnd(today) },
    mode: 'onChange',
  });
  // The period is a month unless the user says otherwise: Till follows Från's month until it is changed by hand.
  useEffect(() => {
    let isToChosen = false;
    const subscription = form.watch((values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'to') isToChosen = true;
      if (name === 'from' && !isToChosen && values.from && isIsoDate(values.from))
        form.setValue('to', monthEnd(values.from));
      // Till is where a period the wrong way round is said, whichever date made it so.
      if (name === 'from') void form.trigger('to');
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const period = useWatch({ control: form.control });
  const isValid = siePeriodSchema.safeParse(period).success;
  const [error, setError] = useState<string | null>(null);

  const download = form.handleSubmit(async ({ from, to }) => {
    setError(null);
    try {
      await downloadSie(from, to);
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : messages.unknownError);
    }
  });

  return (
    <Dialog
      title="Exportera till bokföring"
      text="En SIE-fil med periodens fakturor, kreditfakturor och inbetalningar. Läs in den i Fortnox eller Visma."
      size="xs"
      isBusy={form.formState.isSubmitting}
      onClose={onClose}
      action={{ label: 'Ladda ner SIE-fil', onClick: () => void download(), isDisabled: !isValid }}
    >
      <Stack gap={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <FieldGrid>
          <FormTextField control={form.control} name="from" label="Från" type="date" />
          <FormTextField control={form.control} name="to" label="Till" type="date" />
        </FieldGrid>
      </Stack>
    </Dialog>
  );
}
