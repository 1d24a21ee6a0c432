import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatDateTime } from '../../../shared/dates';
import { invoiceSendSchema, type Invoice } from '../../../shared/invoices';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { Text } from '../../ui/text';
import { useMailAllowance } from '../../lib/mail-usage';
import { addressesOf, recipientsText } from '../../lib/recipients-text';
import { useSendInvoice } from './api/send-invoice';

/** POST /invoice/{id}/send as typed. */
const sendFormSchema = z.object({
  to: recipientsText(invoiceSendSchema.shape.to),
  message: invoiceSendSchema.shape.message,
});

/** "Skicka faktura": to the invoice's address (or others, comma between), with a message of one's own. */
export function SendDialog({
  invoice,
  onClose,
  onSent,
}: {
  invoice: Invoice;
  onClose(): void;
  onSent(text: string): void;
}) {
  const send = useSendInvoice();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof sendFormSchema>, unknown, z.output<typeof sendFormSchema>>({
    resolver: zodResolver(sendFormSchema),
    defaultValues: { to: invoice.customerEmail ?? '', message: '' },
  });
  const to = useWatch({ control: form.control, name: 'to' });
  const allowance = useMailAllowance(addressesOf(to).length);

  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      await send.mutateAsync({ id: invoice.id, input });
      onSent(`Faktura ${invoice.invoiceNumber} skickas till ${input.to!.join(', ')}.`);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });

  return (
    <FormDialog
      title={`Skicka faktura ${invoice.invoiceNumber}`}
      submitLabel="Skicka"
      isSubmitting={form.formState.isSubmitting}
      canSubmit={!allowance.blockedReason}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      {allowance.blockedReason && <Alert severity="warning">{allowance.blockedReason}</Alert>}
      {invoice.sentAt && (
        <Text tone="muted" size="small">
          Skickad senast {formatDateTime(invoice.sentAt)}. Den kan skickas igen.
        </Text>
      )}
      <FormTextField
        control={form.control}
        name="to"
        label="Till"
        inputMode="email"
        autoComplete="email"
        required
        autoFocus
        helperText="Flera adresser med komma emellan. PDF:en bifogas."
      />
      <FormTextField control={form.control} name="message" label="Meddelande (valfritt)" multiline minRows={3} />
      {allowance.line && (
        <Text tone="muted" size="small">
          {allowance.line}
        </Text>
      )}
    </FormDialog>
  );
}
