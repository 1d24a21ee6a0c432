import { Dialog as MuiDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** A sentence under the title that says what the dialog does; a screen reader reads it with the title. */
  text?: string;
  /** While working, the dialog cannot be closed. */
  isBusy?: boolean;
  size?: 'xs' | 'sm' | 'md';
  onClose(): void;
  /** The buttons at its foot (ui/button.tsx), the main one last; none for a dialog that closes by choosing. */
  actions?: ReactNode;
  /** Near the top of the screen, the title for screen readers only: a search the eye goes straight into. */
  isSearch?: boolean;
  children?: ReactNode;
}

/** A dialog over the screen: title, what it does, its content and its buttons. */
export function Dialog({ title, text, isBusy = false, size = 'sm', onClose, actions, isSearch = false, children }: Props) {
  const id = useId();
  return (
    <MuiDialog
      open
      onClose={isBusy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
      fullWidth
      maxWidth={size}
      slotProps={isSearch ? { paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 8 } } } } : undefined}
    >
      <DialogTitle id={`${id}-title`} className={isSearch ? 'visually-hidden' : undefined}>
        {title}
      </DialogTitle>
      <DialogContent sx={isSearch ? { p: 2 } : undefined}>
        {text && (
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            {text}
          </DialogContentText>
        )}
        {children}
      </DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>}
    </MuiDialog>
  );
}
