import { Button } from '../button';
import { Dialog } from './dialog';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  isWorking?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** "Är du säker?" before what cannot be undone: Avbryt, or the action in the colour of danger. */
export function ConfirmDialog({ open, title, text, confirmLabel, isWorking = false, onConfirm, onClose }: Props) {
  if (!open) return null;
  return (
    <Dialog
      title={title}
      text={text}
      size="xs"
      isBusy={isWorking}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isWorking}>
            Avbryt
          </Button>
          <Button variant="danger" onClick={onConfirm} isBusy={isWorking}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
