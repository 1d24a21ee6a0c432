import { DialogActions } from '@mui/material';
import { Button } from '../button';

/** Avbryt and Spara at the foot of a form dialog; Spara shows progress and cannot be pressed twice. */
export function DialogFormActions({ isSubmitting, onCancel }: { isSubmitting: boolean; onCancel(): void }) {
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
        Avbryt
      </Button>
      <Button type="submit" variant="primary" isBusy={isSubmitting}>
        Spara
      </Button>
    </DialogActions>
  );
}
