import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from './button';
import { Icon } from './icon';
import './file-drop.css';

interface Props {
  /** What the zone asks for: "Släpp bankfilen här". */
  label: string;
  /** What the file may be, under the label. */
  hint?: string;
  /** The input's accept list; a drop takes any file (the server tells the format). */
  accept?: string;
  isBusy?: boolean;
  onFile(file: File): void;
}

/** A file by drag and drop on a laptop, or by the button (the phone's file picker). */
export function FileDrop({ label, hint, accept, isBusy = false, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isOver, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !isBusy) onFile(file);
  };
  return (
    <div
      className={`file-drop${isOver ? ' file-drop-over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Icon name="uploadFileOutlined" size={32} className="icon-primary" />
      <p className="file-drop-label">{label}</p>
      {hint && (
        <p id={hintId} className="file-drop-hint">
          {hint}
        </p>
      )}
      <Button
        icon="uploadFileOutlined"
        isBusy={isBusy}
        onClick={() => input.current?.click()}
        aria-describedby={hint ? hintId : undefined}
      >
        Välj fil
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
