import { useState } from 'react';
import { isIsoDate, monthEnd, swedishDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { Dialog } from '../../ui/mui/dialog';
import { TextField } from '../../ui/mui/text-field';
import { Stack } from '../../ui/stack';
import { downloadSie } from './api/export-sie';

function monthStart(today: string): string {
  return `${today.slice(0, 8)}01`;
}

/** 'Exportera till bokföring': the period's SIE 4I file for Fortnox or Visma. */
export function ExportDialog({ onClose }: { onClose(): void }) {
  const today = swedishDate();
  const [from, setFrom] = useState(monthStart(today));
  // The period is a month unless the user says otherwise: Till follows Från's month until it is changed by hand.
  const [to, setTo] = useState(monthEnd(today));
  const [isToChosen, setToChosen] = useState(false);
  const chooseFrom = (value: string) => {
    setFrom(value);
    if (!isToChosen && isIsoDate(value)) setTo(monthEnd(value));
  };
  const [error, setError] = useState<string | null>(null);
  const [isWorking, setWorking] = useState(false);
  const isValid = isIsoDate(from) && isIsoDate(to) && from <= to;

  const download = async () => {
    setError(null);
    setWorking(true);
    try {
      await downloadSie(from, to);
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : messages.unknownError);
    } finally {
      setWorking(false);
    }
  };

  return (
    <Dialog
      title="Exportera till bokföring"
      text="En SIE-fil med periodens fakturor, kreditfakturor och inbetalningar. Läs in den i Fortnox eller Visma."
      size="xs"
      isBusy={isWorking}
      onClose={onClose}
      action={{ label: 'Ladda ner SIE-fil', onClick: () => void download(), isDisabled: !isValid }}
    >
      <Stack gap={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <FieldGrid>
          <TextField label="Från" type="date" value={from} onChange={chooseFrom} />
          <TextField
            label="Till"
            type="date"
            value={to}
            onChange={(value) => {
              setToChosen(true);
              setTo(value);
            }}
            error={!isValid}
            helperText={isValid ? undefined : messages.periodInvalid}
          />
        </FieldGrid>
      </Stack>
    </Dialog>
  );
}
