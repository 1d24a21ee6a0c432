import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDate, swedishDate } from '../../../shared/dates';
import type { Invoice } from '../../../shared/invoices';
import { messages } from '../../../shared/messages';
import { reminderInputSchema, type ReminderInput } from '../../../shared/reminders';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/mui/dialog';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { Skeleton } from '../../ui/skeleton';
import { SumTable } from '../../ui/sum-table';
import { Text } from '../../ui/text';
import { formatKronor } from '../../lib/format';
import { useMailAllowance } from '../../lib/mail-usage';
import { downloadReminderPdf, useCreateReminder, useReminderPreview } from './api/reminders';
import { RowList } from '../../ui/row-list';

/** The form's part of POST /invoice/{id}/reminders: a due date, not before today. */
const dueDateSchema = reminderInputSchema
  .pick({ dueDate: true })
  .required()
  .refine(({ dueDate }) => dueDate >= swedishDate(), { message: messages.reminderDueDateInPast, path: ['dueDate'] });

/** "Skicka påminnelse": what it charges and the interest so far, shown before it goes to the customer. */
export function ReminderDialog({
  invoice,
  onClose,
  onSent,
}: {
  invoice: Invoice;
  onClose(): void;
  onSent(text: string): void;
}) {
  const reminders = useReminderPreview(invoice.id);
  const create = useCreateReminder();
  const [error, setError] = useState<string | null>(null);
  const allowance = useMailAllowance();
  // An invoice never sent from Verkstan: the office says that the customer has it before a reminder goes.
  const [isAskingNotSent, setAskingNotSent] = useState(false);
  const preview = reminders.data?.preview;
  const wasNeverSent = invoice.sentAt === null;
  const form = useForm({ resolver: zodResolver(dueDateSchema), defaultValues: { dueDate: preview?.dueDate ?? '' } });
  // Until the user chooses, the due date is the one the preview proposes.
  useEffect(() => {
    if (preview && !form.getFieldState('dueDate').isDirty) form.setValue('dueDate', preview.dueDate);
  }, [form, preview]);

  const send = async ({ dueDate }: ReminderInput, confirmNotSent: boolean) => {
    if (!preview || preview.refusal) return;
    setError(null);
    if (wasNeverSent && !confirmNotSent) {
      setAskingNotSent(true);
      return;
    }
    setAskingNotSent(false);
    try {
      const sent = await create.mutateAsync({
        id: invoice.id,
        input: { dueDate, send: true, ...(confirmNotSent && { confirmNotSent: true }) },
      });
      onSent(`Påminnelse ${sent.number} för faktura ${invoice.invoiceNumber} skickas till ${invoice.customerEmail}.`);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  };
  const submit = (confirmNotSent = false) => form.handleSubmit((values) => send(values, confirmNotSent))();

  return (
    <FormDialog
      title={`Skicka påminnelse: faktura ${invoice.invoiceNumber}`}
      isSubmitting={form.formState.isSubmitting}
      submitLabel="Skicka påminnelse"
      canSubmit={Boolean(preview && !preview.refusal && !allowance.blockedReason)}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      {reminders.isError && <Alert severity="error">{reminders.error.message || messages.unknownError}</Alert>}
      {!preview && !reminders.isError && <Skeleton height={160} />}
      {preview && preview.refusal && <Alert severity="info">{preview.refusal}</Alert>}
      {preview && !preview.refusal && allowance.blockedReason && (
        <Alert severity="warning">{allowance.blockedReason}</Alert>
      )}
      {preview && !preview.refusal && (
        <>
          {wasNeverSent && (
            <Alert severity="warning">
              Fakturan har aldrig skickats från Verkstan. Skicka bara en påminnelse om kunden har fått fakturan på annat
              sätt.
            </Alert>
          )}
          <Text tone="muted" size="small">
            Påminnelse {preview.number} skickas med e-post till {invoice.customerEmail} med PDF:en bifogad. Fakturan
            förföll {formatDate(invoice.dueDate)}.
          </Text>
          <SumTable
            label="Påminnelsen"
            rows={[
              ...(preview.lateCompensation > 0
                ? [{ label: 'Förseningsersättning', value: formatKronor(preview.lateCompensation) }]
                : []),
              ...(preview.fee > 0 ? [{ label: 'Påminnelseavgift', value: formatKronor(preview.fee) }] : []),
              {
                label: 'Dröjsmålsränta hittills (faktureras separat)',
                value: formatKronor(preview.interest),
              },
              { label: 'Att betala', value: formatKronor(preview.balance), isTotal: true },
            ]}
          />
          <FormTextField
            control={form.control}
            name="dueDate"
            label="Ny förfallodag"
            type="date"
            required
            helperText="Tio dagar fram om du inte väljer annat."
          />
          {allowance.line && (
            <Text tone="muted" size="small">
              {allowance.line}
            </Text>
          )}
        </>
      )}
      {reminders.data && reminders.data.sent.length > 0 && (
        <RowList label="Skickade påminnelser">
          {reminders.data.sent.map((sent) => (
            <li key={sent.id}>
              <span>
                Påminnelse {sent.number}, {formatDate(sent.date)}: att betala {formatKronor(sent.balance)} senast{' '}
                {formatDate(sent.dueDate)}
              </span>
              <Button
                size="small"
                variant="text"
                icon="pictureAsPdfOutlined"
                onClick={() => void downloadReminderPdf(sent, invoice.invoiceNumber)}
              >
                PDF
              </Button>
            </li>
          ))}
        </RowList>
      )}
      {isAskingNotSent && (
        <Dialog
          title="Fakturan har aldrig skickats"
          text={`Faktura ${invoice.invoiceNumber} har inte skickats från Verkstan. Har kunden fått den på annat sätt, till exempel utskriven eller i ett eget mejl?`}
          size="xs"
          isBusy={create.isPending}
          onClose={() => setAskingNotSent(false)}
          action={{ label: 'Ja, skicka påminnelsen', onClick: () => void submit(true) }}
        />
      )}
    </FormDialog>
  );
}
