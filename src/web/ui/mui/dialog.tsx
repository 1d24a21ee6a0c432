import { Dialog as MuiDialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Button } from '../button';

interface Props {
  title: string;
  /** A sentence under the title that says what the dialog does; a screen reader reads it with the title. */
  text?: string;
  /** While working, the dialog cannot be closed. */
  isBusy?: boolean;
  size?: 'xs' | 'sm' | 'md';
  onClose(): void;
  /** What the dialog is for, at its foot after Avbryt; none for a dialog that closes by choosing (a search). */
  action?: { label: string; onClick(): void; isDisabled?: boolean; isDanger?: boolean };
  /** The closing button's words: "Avbryt" while something can still be called off, "Stäng" once it is done. */
  closeLabel?: string;
  /** Near the top of the screen, the title for screen readers only: a search the eye goes straight into. */
  isSearch?: boolean;
  children?: ReactNode;
}

/** A dialog over the screen: title, what it does, its content and its buttons. */
export function Dialog({
  title,
  text,
  isBusy = false,
  size = 'sm',
  onClose,
  action,
  closeLabel = 'Avbryt',
  isSearch = false,
  children,
}: Props) {
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
      {action && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="ghost" onClick={onClose} disabled={isBusy}>
            {closeLabel}
          </Button>
          <Button
            variant={action.isDanger ? 'danger' : 'primary'}
            onClick={action.onClick}
            disabled={action.isDisabled}
            isBusy={isBusy}
          >
            {action.label}
          </Button>
        </DialogActions>
      )}
    </MuiDialog>
  );
}
