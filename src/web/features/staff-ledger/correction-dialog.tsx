import { useState } from 'react';
import { formatTime, stockholmInstant, swedishDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import type { LedgerEntry } from '../../../shared/staff-ledger';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { FormDialog } from '../../ui/mui/form-dialog';
import { TextField } from '../../ui/mui/text-field';
import { Text } from '../../ui/text';
import { useCorrect } from './api/ledger-period';

const dayOf = (at: string | null, fallback: string) => (at ? swedishDate(new Date(at)) : fallback);

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
  const [inDate, setInDate] = useState(startDay);
  const [inTime, setInTime] = useState(formatTime(entry.checkIn));
  const [outDate, setOutDate] = useState(dayOf(entry.checkOut, startDay));
  const [outTime, setOutTime] = useState(entry.checkOut ? formatTime(entry.checkOut) : '');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    const found: Record<string, string> = {};
    const checkIn = stockholmInstant(inDate, inTime);
    if (!checkIn) found.checkIn = messages.ledgerTimeInvalid;
    const checkOut = outTime.trim() === '' ? null : stockholmInstant(outDate, outTime);
    if (outTime.trim() !== '' && !checkOut) found.checkOut = messages.ledgerTimeInvalid;
    if (!reason.trim()) found.reason = messages.ledgerReasonRequired;
    const input = {
      ...(checkIn && checkIn !== entry.checkIn ? { checkIn } : {}),
      ...(checkOut && checkOut !== entry.checkOut ? { checkOut } : {}),
      reason: reason.trim(),
    };
    if (Object.keys(found).length === 0 && !input.checkIn && !input.checkOut)
      found.checkIn = messages.ledgerCorrectionEmpty;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await correct.mutateAsync({ id: entry.id, input });
      onDone(`Passet för ${entry.name} är rättat.`);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  };

  return (
    <FormDialog
      title={`Rättelse: ${entry.name}`}
      isSubmitting={correct.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <Text tone="muted" size="small">
        Originalet ligger kvar i personalliggaren. Rättelsen visar vem som ändrade vad, när och varför.
      </Text>
      <FieldGrid columns="1fr 1fr" phoneColumns="1fr 1fr">
        <TextField label="Instämplad, datum" type="date" value={inDate} onChange={setInDate} required />
        <TextField
          label="Klockslag"
          value={inTime}
          onChange={setInTime}
          inputMode="numeric"
          placeholder="07:00"
          required
          error={Boolean(problems.checkIn)}
          helperText={problems.checkIn}
        />
        <TextField label="Utstämplad, datum" type="date" value={outDate} onChange={setOutDate} />
        <TextField
          label="Klockslag"
          value={outTime}
          onChange={setOutTime}
          inputMode="numeric"
          placeholder="16:00"
          error={Boolean(problems.checkOut)}
          helperText={problems.checkOut ?? (entry.checkOut ? undefined : 'Saknas: ange när passet slutade')}
        />
      </FieldGrid>
      <TextField
        label="Orsak"
        value={reason}
        onChange={setReason}
        required
        multiline
        minRows={2}
        error={Boolean(problems.reason)}
        helperText={problems.reason ?? 'Till exempel: glömde stämpla ut, gick 16:00'}
      />
    </FormDialog>
  );
}
