import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { ButtonRow } from './button-row';

// The customer's signature (FIELD.md decision 5): a full-screen pad a finger draws on. Styles in photo-grid.css.

/**
 * The pad: `fields` above it (the printed name), *Rensa* and *Spara* below. onSave gets the drawing
 * as a PNG data URL, or null when nothing was drawn.
 */
export function FullScreenSignature({
  title,
  fields,
  isBusy = false,
  onSave,
  onClose,
}: {
  title: string;
  fields: ReactNode;
  isBusy?: boolean;
  onSave(image: string | null): void;
  onClose(): void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [hasInk, setInk] = useState(false);

  // The canvas draws in device pixels at its laid-out size, so a line is where the finger is.
  useEffect(() => {
    const canvas = canvasRef.current!;
    const scale = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * scale);
    canvas.height = Math.round(canvas.clientHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(scale, scale);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#0b1f3a';
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top] as const;
  };
  const clear = () => {
    const canvas = canvasRef.current!;
    canvas.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setInk(false);
  };

  return (
    <div className="full-screen-signature" role="dialog" aria-modal="true" aria-label={title}>
      <div>
        <h2>{title}</h2>
        {fields}
      </div>
      <canvas
        ref={canvasRef}
        aria-label="Signera här"
        role="img"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const context = event.currentTarget.getContext('2d');
          const [x, y] = point(event);
          context?.beginPath();
          context?.moveTo(x, y);
          context?.lineTo(x + 0.1, y + 0.1);
          context?.stroke();
          setInk(true);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext('2d');
          const [x, y] = point(event);
          context?.lineTo(x, y);
          context?.stroke();
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      />
      <ButtonRow>
        <Button onClick={onClose} disabled={isBusy}>
          Avbryt
        </Button>
        <Button onClick={clear} disabled={isBusy}>
          Rensa
        </Button>
        <Button
          variant="primary"
          isBusy={isBusy}
          onClick={() => onSave(hasInk ? canvasRef.current!.toDataURL('image/png') : null)}
        >
          Spara
        </Button>
      </ButtonRow>
    </div>
  );
}

/** A signature as it was drawn. */
export function SignatureImage({ src, alt }: { src: string; alt: string }) {
  return <img className="signature-image" src={src} alt={alt} />;
}
