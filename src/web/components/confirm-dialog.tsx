import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  isWorking?: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({ open, title, text, confirmLabel, isWorking = false, onConfirm, onClose }: Props) {
  return (
    <Dialog open={open} onClose={isWorking ? undefined : onClose} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isWorking}>
          Avbryt
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={isWorking}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
