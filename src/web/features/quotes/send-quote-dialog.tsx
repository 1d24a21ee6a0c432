import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatDateTime } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import type { Quote } from '../../../shared/quote-shapes';
import { quoteSendSchema } from '../../../shared/quotes';
import { Alert } from '../../ui/alert';
import { CheckboxField } from '../../ui/mui/choice-field';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { Text } from '../../ui/text';
import { useMailAllowance } from '../../lib/mail-usage';
import { addressesOf, recipientsText } from '../../lib/recipients-text';
import { useSendQuote } from './api/quote-actions';
import { useQuoteCustomer, useSmsAvailable } from './api/quote-context';

/** POST /quotes/{id}/send as typed; no address is the customer's own. */
const sendFormSchema = z.object({
  to: recipientsText(quoteSendSchema.shape.to),
  sms: quoteSendSchema.shape.sms,
  message: quoteSendSchema.shape.message,
});

/** "Skicka offert": by e-mail with the PDF and the customer's link, by SMS too when the workshop has it. */
export function SendQuoteDialog({
  quote,
  onClose,
  onSent,
}: {
  quote: Quote;
  onClose(): void;
  onSent(text: string): void;
}) {
  const send = useSendQuote();
  const customer = useQuoteCustomer(quote.customerId);
  const hasSms = useSmsAvailable();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof sendFormSchema>, unknown, z.output<typeof sendFormSchema>>({
    resolver: zodResolver(sendFormSchema),
    defaultValues: { to: '', sms: false, message: '' },
  });
  const to = useWatch({ control: form.control, name: 'to' });
  // With no address typed the quote goes to the customer's own: still one mail.
  const allowance = useMailAllowance(addressesOf(to).length || 1);
  const email = customer.data?.email;
  useEffect(() => {
    if (email && !form.getFieldState('to').isDirty) form.setValue('to', email);
  }, [email, form]);

  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      const body = { ...input, to: input.to && input.to.length > 0 ? input.to : undefined };
      await send.mutateAsync({ id: quote.id, input: body });
      onSent(`Offert ${quote.number} skickas${input.to?.length ? ` till ${input.to.join(', ')}` : ''}.`);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });

  return (
    <FormDialog
      title={`Skicka offert ${quote.number}`}
      submitLabel="Skicka"
      isSubmitting={form.formState.isSubmitting}
      canSubmit={!allowance.blockedReason}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      {allowance.blockedReason && <Alert severity="warning">{allowance.blockedReason}</Alert>}
      {quote.sentAt && (
        <Text tone="muted" size="small">
          Skickad senast {formatDateTime(quote.sentAt)}. Kunden får samma länk igen.
        </Text>
      )}
      <FormTextField
        control={form.control}
        name="to"
        label="Till"
        inputMode="email"
        autoComplete="email"
        autoFocus
        helperText="Flera adresser med komma emellan. PDF:en och länken där kunden svarar följer med."
      />
      {hasSms && (
        <Controller
          control={form.control}
          name="sms"
          render={({ field }) => (
            <CheckboxField
              label="Skicka länken med sms också"
              checked={Boolean(field.value)}
              onChange={field.onChange}
            />
          )}
        />
      )}
      <FormTextField control={form.control} name="message" label="Meddelande (valfritt)" multiline minRows={3} />
      {allowance.line && (
        <Text tone="muted" size="small">
          {allowance.line}
        </Text>
      )}
    </FormDialog>
  );
}
