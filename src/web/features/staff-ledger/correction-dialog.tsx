import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatTime, stockholmInstant, swedishDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { correctionInputSchema, type CorrectionInput, type LedgerEntry } from '../../../shared/staff-ledger';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { Text } from '../../ui/text';
import { useCorrect } from './api/ledger-period';

const dayOf = (at: string | null, fallback: string) => (at ? swedishDate(new Date(at)) : fallback);

/** Where the correction's fields are typed: a time is a date and a clock time. */
const shownAt: Record<string, string> = { checkIn: 'inTime', checkOut: 'outTime', reason: 'reason' };

/**
 * The dialog's fields as POST /staff-ledger/{id}/corrections' body: the times that differ from the
 * entry's, and why; the API's schema checks it, its messages shown under the clock times and the reason.
 */
function correctionFormSchema(entry: LedgerEntry) {
  return z
    .object({ inDate: z.string(), inTime: z.string(), outDate: z.string(), outTime: z.string(), reason: z.string() })
    .transform(({ inDate, inTime, outDate, outTime, reason }, context): CorrectionInput => {
      const checkIn = stockholmInstant(inDate, inTime);
      const checkOut = outTime.trim() === '' ? null : stockholmInstant(outDate, outTime);
      if (!checkIn) context.addIssue({ code: 'custom', message: messages.ledgerTimeInvalid, path: ['inTime'] });
      if (outTime.trim() !== '' && !checkOut)
        context.addIssue({ code: 'custom', message: messages.ledgerTimeInvalid, path: ['outTime'] });
      const input = {
        ...(checkIn && checkIn !== entry.checkIn ? { checkIn } : {}),
        ...(checkOut && checkOut !== entry.checkOut ? { checkOut } : {}),
        reason: reason.trim(),
      };
      const parsed = correctionInputSchema.safeParse(input);
      const issues = parsed.error?.issues ?? [];
      const timesRead = checkIn !== null && (outTime.trim() === '' || checkOut !== null);
      // That nothing changed is said only when nothing else is wrong.
      const isOnlyEmpty = timesRead && issues.every((issue) => issue.message === messages.ledgerCorrectionEmpty);
      for (const issue of issues) {
        if (issue.message === messages.ledgerCorrectionEmpty && !isOnlyEmpty) continue;
        context.addIssue({
          code: 'custom',
          message: issue.message,
          path: [shownAt[String(issue.path[0])] ?? 'inTime'],
        });
      }
      return parsed.success && timesRead ? parsed.data : z.NEVER;
    });
}

/**
 * "Rättelse": a new check-in or check-out time and why. The original stays in the ledger; only what
 * was changed here becomes a correction.
 */
export function CorrectionDialog({
  entry,
  onClose,
  onDone,
}: {
  entry: LedgerEntry;
  onClose(): void;
  onDone(text: string): void;
}) {
  const correct = useCorrect();
  const startDay = dayOf(entry.checkIn, swedishDate());
  const [error, setError] = useState<string | null>(null);
  const [schema] = useState(() => correctionFormSchema(entry));
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      inDate: startDay,
      inTime: formatTime(entry.checkIn),
      outDate: dayOf(entry.checkOut, startDay),
      outTime: entry.checkOut ? formatTime(entry.checkOut) : '',
      reason: '',
    },
  });

  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      await correct.mutateAsync({ id: entry.id, input });
      onDone(`Passet för ${entry.name} är rättat.`);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });

  return (
    <FormDialog
      title={`Rättelse: ${entry.name}`}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <Text tone="muted" size="small">
        Originalet ligger kvar i personalliggaren. Rättelsen visar vem som ändrade vad, när och varför.
      </Text>
      <FieldGrid columns="1fr 1fr" phoneColumns="1fr 1fr">
        <FormTextField control={form.control} name="inDate" label="Instämplad, datum" type="date" required />
        <FormTextField
          control={form.control}
          name="inTime"
          label="Klockslag"
          inputMode="numeric"
          placeholder="07:00"
          required
        />
        <FormTextField control={form.control} name="outDate" label="Utstämplad, datum" type="date" />
        <FormTextField
          control={form.control}
          name="outTime"
          label="Klockslag"
          inputMode="numeric"
          placeholder="16:00"
          helperText={entry.checkOut ? undefined : 'Saknas: ange när passet slutade'}
        />
      </FieldGrid>
      <FormTextField
        control={form.control}
        name="reason"
        label="Orsak"
        required
        multiline
        minRows={2}
        helperText="Till exempel: glömde stämpla ut, gick 16:00"
      />
    </FormDialog>
  );
}
