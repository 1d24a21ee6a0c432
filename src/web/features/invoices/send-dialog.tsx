import { useState } from 'react';
import { formatDateTime } from '../../../shared/dates';
import { invoiceSendSchema, type Invoice } from '../../../shared/invoices';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { FormDialog } from '../../ui/mui/form-dialog';
import { TextField } from '../../ui/mui/text-field';
import { Text } from '../../ui/text';
import { fieldProblems } from '../../lib/field-problems';
import { useMailAllowance } from '../../lib/mail-usage';
import { useSendInvoice } from './api/send-invoice';

const addressesOf = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);

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
  const [to, setTo] = useState(invoice.customerEmail ?? '');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const allowance = useMailAllowance(addressesOf(to).length);

  const submit = async () => {
    setError(null);
    const input = { to: addressesOf(to), message };
    const parsed = invoiceSendSchema.safeParse(input);
    if (!parsed.success) {
      const found = fieldProblems(parsed.error);
      setProblems({
        to:
          found.to ??
          Object.entries(found).find(([field]) => field.startsWith('to'))?.[1] ??
          messages.sendRecipientsInvalid,
        ...found,
      });
      return;
    }
    setProblems({});
    try {
      await send.mutateAsync({ id: invoice.id, input: parsed.data });
      onSent(`Faktura ${invoice.invoiceNumber} skickas till ${parsed.data.to!.join(', ')}.`);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  };

  return (
    <FormDialog
      title={`Skicka faktura ${invoice.invoiceNumber}`}
      submitLabel="Skicka"
      isSubmitting={send.isPending}
      canSubmit={!allowance.blockedReason}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      {allowance.blockedReason && <Alert severity="warning">{allowance.blockedReason}</Alert>}
      {invoice.sentAt && (
        <Text tone="muted" size="small">
          Skickad senast {formatDateTime(invoice.sentAt)}. Den kan skickas igen.
        </Text>
      )}
      <TextField
        label="Till"
        inputMode="email"
        autoComplete="email"
        value={to}
        onChange={setTo}
        required
        autoFocus
        error={Boolean(problems.to)}
        helperText={problems.to ?? 'Flera adresser med komma emellan. PDF:en bifogas.'}
      />
      <TextField
        label="Meddelande (valfritt)"
        value={message}
        onChange={setMessage}
        multiline
        minRows={3}
        error={Boolean(problems.message)}
        helperText={problems.message}
      />
      {allowance.line && (
        <Text tone="muted" size="small">
          {allowance.line}
        </Text>
      )}
    </FormDialog>
  );
}
