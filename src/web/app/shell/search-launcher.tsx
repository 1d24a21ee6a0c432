import { lazy, Suspense, useEffect, useState } from 'react';
import { IconButton } from '../../ui/button';

// The dialog (MUI, the search call) loads when it is first opened, not with every signed-in screen.
const SearchPopup = lazy(() => import('./search-popup'));

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The header's search: a button, Ctrl+K (⌘K) anywhere, or / where nothing is being typed. */
export function SearchLauncher() {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const open = (event: KeyboardEvent) => {
      const isShortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (isShortcut || (event.key === '/' && !isTyping(event.target))) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', open);
    return () => window.removeEventListener('keydown', open);
  }, []);
  return (
    <>
      <IconButton
        icon="search"
        label="Sök"
        tooltip="Sök (Ctrl+K)"
        aria-keyshortcuts="Control+K"
        onClick={() => setOpen(true)}
      />
      {isOpen && (
        <Suspense fallback={null}>
          <SearchPopup onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
