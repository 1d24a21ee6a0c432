import { createContext, useContext } from 'react';

/**
 * True where the page's HTML was rendered at build time (the public pages, prerender.tsx) and React
 * takes it over: the first render must then draw what the build drew — no stored session, the dark
 * theme — and only afterwards what this browser knows.
 */
export const PrerenderedContext = createContext(false);

export function usePrerendered(): boolean {
  return useContext(PrerenderedContext);
}
