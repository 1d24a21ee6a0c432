import { Box, Dialog, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { DialogFormActions } from './dialog-form-actions';

interface Props {
  title: string;
  isSubmitting: boolean;
  onClose(): void;
  onSubmit: FormEventHandler;
  /** The submit button's words when the form does more than save ("Skicka påminnelse"). */
  submitLabel?: string;
  canSubmit?: boolean;
  children: ReactNode;
}

/** A form in a dialog: full screen on a phone, Avbryt and Spara at its foot, not closable while saving. */
export function FormDialog({ title, isSubmitting, onClose, onSubmit, submitLabel, canSubmit, children }: Props) {
  const theme = useTheme();
  const isFullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'contents' }}>
        <DialogContent dividers>
          <Stack spacing={2}>{children}</Stack>
        </DialogContent>
        <DialogFormActions
          isSubmitting={isSubmitting}
          onCancel={onClose}
          submitLabel={submitLabel}
          canSubmit={canSubmit}
        />
      </Box>
    </Dialog>
  );
}
