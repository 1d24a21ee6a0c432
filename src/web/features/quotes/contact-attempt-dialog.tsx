import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONTACT_CHANNELS, contactAttemptSchema } from '../../../shared/quotes';
import { Alert } from '../../ui/alert';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { useRecordContactAttempt } from './api/work-order-quotes';

const LABELS: Record<(typeof CONTACT_CHANNELS)[number], string> = {
  phone: 'Telefon',
  sms: 'Sms',
  email: 'E-post',
  'in-person': 'På plats',
};

/** *Kunden gick inte att nå*: how staff tried (QUOTES.md decision 7), with a note. */
export function ContactAttemptDialog({
  workOrderId,
  onClose,
  onSaved,
}: {
  workOrderId: string;
  onClose(): void;
  onSaved(): void;
}) {
  const record = useRecordContactAttempt(workOrderId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof contactAttemptSchema>, unknown, z.output<typeof contactAttemptSchema>>({
    resolver: zodResolver(contactAttemptSchema),
    defaultValues: { channel: 'phone', note: '' },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      await record.mutateAsync(input);
      onSaved();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Kunde inte spara försöket.');
    }
  });
  return (
    <FormDialog
      title="Kunden gick inte att nå"
      submitLabel="Registrera"
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <FormTextField
        control={form.control}
        name="channel"
        label="Hur ni försökte"
        options={CONTACT_CHANNELS.map((value) => ({ value, label: LABELS[value] }))}
      />
      <FormTextField control={form.control} name="note" label="Anteckning (valfritt)" multiline minRows={2} />
    </FormDialog>
  );
}
