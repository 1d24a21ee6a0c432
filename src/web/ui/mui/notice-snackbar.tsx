import { Alert, Snackbar } from '@mui/material';

export type Notice = { severity: 'success' | 'error'; text: string };

/** The outcome of an action (saved, deleted, failed), shown for five seconds at the bottom. */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose(): void }) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={5000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert severity={notice.severity} variant="filled" onClose={onClose}>
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
