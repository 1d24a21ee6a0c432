import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import './signature-pad.css';
import { Button } from './button';

/** The drawn signature's size: wide enough for a finger on a phone, small enough to stay far below 200 KB as PNG. */
const WIDTH = 600;
const HEIGHT = 200;

/**
 * "Signera här": a canvas drawn on with a finger, a pen or a mouse (pointer events; the page does not
 * scroll while drawing), *Rensa* to start again. `onChange` gets the drawing as a PNG data URL, or
 * null when nothing is drawn. Plain canvas, no library: the customer's page stays light on a phone.
 */
export function SignaturePad({ label, onChange }: { label: string; onChange(dataUrl: string | null): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [hasInk, setInk] = useState(false);
  const id = useId();
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111';
  }, []);
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [
      ((event.clientX - box.left) * WIDTH) / box.width,
      ((event.clientY - box.top) * HEIGHT) / box.height,
    ] as const;
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const [x, y] = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const [x, y] = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  };
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    setInk(true);
    onChange(event.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    setInk(false);
    onChange(null);
  };
  return (
    <div className="signature-pad">
      <p id={id} className="signature-pad-label">
        {label}
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={id}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <div>
        <Button variant="text" onClick={clear} disabled={!hasInk}>
          Rensa
        </Button>
      </div>
    </div>
  );
}
