import { useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a CSS media query matches, following it as the window changes (false where nothing can tell). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}

/** Below 768 px (a phone, a narrow window): lists become cards, dialogs fill the screen. */
export function useIsCompact(): boolean {
  return useMediaQuery('(max-width: 767.98px)');
}
