import { useEffect, useRef, type ReactNode } from 'react';

// Bilder och filer (FIELD.md decision 1): thumbnails in a grid, uploads with their progress, and a
// full-screen viewer that a finger swipes and a keyboard steps through. Styles in photo-grid.css.

export function PhotoGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="photo-grid" aria-label={label}>
      {children}
    </ul>
  );
}

/** One file: its thumbnail (or its name, for a document), its caption, and a mark when the customer sees it. */
export function PhotoTile({
  src,
  name,
  caption,
  badge,
  onOpen,
  tileRef,
}: {
  src: string | null;
  name: string;
  caption: string | null;
  badge?: string | undefined;
  onOpen(): void;
  /** The tile's element, for a screen that fetches its picture only once it comes near (lib/use-seen-once.ts). */
  tileRef?: ((element: HTMLLIElement | null) => void) | undefined;
}) {
  return (
    <li ref={tileRef}>
      <button type="button" className="photo-tile" onClick={onOpen} aria-label={`Öppna ${caption ?? name}`}>
        {src ? <img src={src} alt={caption ?? name} /> : <span className="photo-tile-document">{name}</span>}
        {caption && <span className="photo-tile-label">{caption}</span>}
        {badge && <span className="photo-tile-badge">{badge}</span>}
      </button>
    </li>
  );
}

/**
 * A photo taken on the device that has not reached the server (FIELD.md decision 6): its picture from
 * the device and where it stands ("Väntar på att skickas"). Nothing to open: the server has no copy yet.
 */
export function PendingPhotoTile({ src, name, state }: { src: string | null; name: string; state: string }) {
  return (
    <li className="photo-tile is-pending" aria-label={`${name}: ${state}`}>
      {src ? <img src={src} alt={name} /> : <span className="photo-tile-document">{name}</span>}
      <span className="photo-tile-label">{state}</span>
    </li>
  );
}

export function UploadList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="upload-list" aria-label={label}>
      {children}
    </ul>
  );
}

/** A file on its way: its name, how far it has come, and the server's words when it was refused. */
export function UploadItem({ name, percent, error }: { name: string; percent: number; error?: string | null }) {
  return (
    <li className="upload-item">
      <span>{name}</span>
      <span>{error ? 'Misslyckades' : percent >= 100 ? 'Klar' : `${percent} %`}</span>
      {!error && <progress max={100} value={percent} aria-label={`Uppladdning av ${name}`} />}
      {error && (
        <span className="upload-item-error" role="alert">
          {error}
        </span>
      )}
    </li>
  );
}

/**
 * The full screen: one picture (or a document's link in `children`), ← and → (keys, buttons or a
 * swipe), Escape closes. `children` is the panel below: caption, visibility, delete.
 */
export function PhotoViewer({
  title,
  src,
  alt,
  onPrevious,
  onNext,
  onClose,
  children,
}: {
  title: string;
  src: string | null;
  alt: string;
  onPrevious?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
  onClose(): void;
  children?: ReactNode;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<number | null>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowLeft') onPrevious?.();
      if (event.key === 'ArrowRight') onNext?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, onPrevious, onNext]);
  return (
    <div className="photo-viewer" role="dialog" aria-modal="true" aria-label={title}>
      <div className="photo-viewer-bar">
        <span>{title}</span>
        <button ref={closeRef} type="button" onClick={onClose} aria-label="Stäng">
          ×
        </button>
      </div>
      <div
        className="photo-viewer-stage"
        onPointerDown={(event) => {
          swipeFrom.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const from = swipeFrom.current;
          swipeFrom.current = null;
          if (from === null) return;
          const distance = event.clientX - from;
          if (distance > 50) onPrevious?.();
          if (distance < -50) onNext?.();
        }}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
      >
        {src && <img src={src} alt={alt} />}
        {onPrevious && (
          <button
            type="button"
            className="photo-viewer-arrow photo-viewer-arrow-previous"
            onClick={onPrevious}
            aria-label="Föregående"
          >
            ‹
          </button>
        )}
        {onNext && (
          <button
            type="button"
            className="photo-viewer-arrow photo-viewer-arrow-next"
            onClick={onNext}
            aria-label="Nästa"
          >
            ›
          </button>
        )}
      </div>
      {children && <div className="photo-viewer-panel">{children}</div>}
    </div>
  );
}
