import { useState } from 'react';
import { ConfirmDialog, type Notice } from './feedback';

interface Props {
  title: string;
  text: string;
  /** The removal itself; its error's message is what the user reads when it is refused. */
  run(): Promise<unknown>;
  successText: string;
  failureText: string;
  /** Closed, with what to tell the user (null when cancelled). */
  onDone(notice: Notice | null): void;
}

/** "Ta bort …?" then the removal, then a notice of how it went: the one flow every screen's delete follows. */
export function ConfirmDelete({ title, text, run, successText, failureText, onDone }: Props) {
  const [isWorking, setWorking] = useState(false);
  const confirm = async () => {
    setWorking(true);
    try {
      await run();
      onDone({ severity: 'success', text: successText });
    } catch (caught) {
      onDone({
        severity: 'error',
        text: caught instanceof Error && caught.message ? caught.message : failureText,
      });
    }
  };
  return (
    <ConfirmDialog
      open
      title={title}
      text={text}
      confirmLabel="Ta bort"
      isWorking={isWorking}
      onConfirm={() => void confirm()}
      onClose={() => onDone(null)}
    />
  );
}
