import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { isIsoDate, monthEnd, swedishDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { downloadSie } from './api/export-sie';

function monthStart(today: string): string {
  return `${today.slice(0, 8)}01`;
}

/** 'Exportera till bokföring': the period's SIE 4I file for Fortnox or Visma. */
export function ExportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
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
    <Dialog open={open} onClose={isWorking ? undefined : onClose} aria-labelledby="export-title" fullWidth maxWidth="xs">
      <DialogTitle id="export-title">Exportera till bokföring</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          En SIE-fil med periodens fakturor, kreditfakturor och inbetalningar. Läs in den i Fortnox eller Visma.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', pt: 1 }}>
          <TextField label="Från" type="date" value={from} onChange={(event) => chooseFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            label="Till"
            type="date"
            value={to}
            onChange={(event) => {
              setToChosen(true);
              setTo(event.target.value);
            }}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!isValid}
            helperText={isValid ? undefined : messages.periodInvalid}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isWorking}>
          Avbryt
        </Button>
        <Button variant="contained" onClick={download} disabled={!isValid} loading={isWorking}>
          Ladda ner SIE-fil
        </Button>
      </DialogActions>
    </Dialog>
  );
}
