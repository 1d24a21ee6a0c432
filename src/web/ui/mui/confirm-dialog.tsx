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
      action={{ label: confirmLabel, onClick: onConfirm, isDanger: true }}
    />
  );
}
