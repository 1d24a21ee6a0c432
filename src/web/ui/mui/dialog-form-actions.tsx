import { DialogActions } from '@mui/material';
import { Button } from '../button';

/** Avbryt and Spara (or what the form does) at the foot of a form dialog; it shows progress and cannot be pressed twice. */
export function DialogFormActions({
  isSubmitting,
  onCancel,
  submitLabel = 'Spara',
  canSubmit = true,
}: {
  isSubmitting: boolean;
  onCancel(): void;
  submitLabel?: string;
  canSubmit?: boolean;
}) {
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
        Avbryt
      </Button>
      <Button type="submit" variant="primary" isBusy={isSubmitting} disabled={!canSubmit}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
