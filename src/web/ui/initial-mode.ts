import type { ColorMode } from './palette';

// Apart from color-mode.tsx (React): the public pages' boot script sets the theme before their first paint (src/web/boot.ts).
export const STORAGE_KEY = 'verkstan.theme';

/** Stored choice, else the system preference, else dark (docs/product.md, Colour mode). */
export function initialMode(): ColorMode {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // No storage: fall through to the system preference.
  }
  if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
    if (window.matchMedia('(prefers-color-scheme: light)').matches) return 'light';
  }
  return 'dark';
}
