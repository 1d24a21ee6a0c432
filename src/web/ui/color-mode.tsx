import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { usePrerendered } from '../lib/prerendered';
import type { ColorMode } from './palette';
import { initialMode, STORAGE_KEY } from './initial-mode';

export { initialMode };

interface ColorModeValue {
  mode: ColorMode;
  toggle(): void;
}

const ColorModeContext = createContext<ColorModeValue>({ mode: 'dark', toggle: () => undefined });

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const prerendered = usePrerendered();
  const [mode, setMode] = useState<ColorMode>(() => (prerendered ? 'dark' : initialMode()));
  // A prerendered page was drawn dark; <html data-theme> already shows the visitor's theme (main.tsx).
  // In a transition: an urgent update would make React throw away the prerendered page it has not
  // taken over yet and draw it again (the page flashed a spinner).
  useEffect(() => {
    if (prerendered) startTransition(() => setMode(initialMode()));
  }, [prerendered]);
  const toggle = useCallback(() => {
    const next = mode === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // The choice lasts this visit only.
    }
    // The plain-CSS shell reads the theme from <html data-theme>; MUI screens read it from this context.
    document.documentElement.dataset.theme = next;
    setMode(next);
  }, [mode]);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  return useContext(ColorModeContext);
}
