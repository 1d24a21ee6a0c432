import { createTheme, type PaletteMode } from '@mui/material/styles';
import { useMemo } from 'react';
import { svSE } from '@mui/material/locale';

/** Graphite base, safety-amber accent. Amber text on white fails WCAG AA, so light mode uses a deep amber. */
export function createAppTheme(mode: PaletteMode) {
  const isDark = mode === 'dark';
  return createTheme(
    {
      breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
      palette: {
        mode,
        primary: isDark ? { main: '#f5a524', contrastText: '#15181c' } : { main: '#8a4b00', contrastText: '#ffffff' },
        secondary: isDark ? { main: '#9aa7b4' } : { main: '#3b4652' },
        background: isDark ? { default: '#111418', paper: '#1a1e24' } : { default: '#f4f5f7', paper: '#ffffff' },
        success: isDark ? { main: '#5cc98a' } : { main: '#1b7a43' },
        error: isDark ? { main: '#ff8a80' } : { main: '#b3261e' },
        warning: isDark ? { main: '#f5a524' } : { main: '#8a4b00' },
        info: isDark ? { main: '#7cb7ff' } : { main: '#1558b0' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: 'Inter, "Inter fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        h1: { fontSize: '2.4rem', fontWeight: 700, lineHeight: 1.15 },
        h2: { fontSize: '1.8rem', fontWeight: 700 },
        h3: { fontSize: '1.4rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        // Touch targets of at least 44 px: greasy fingers on a phone in the workshop.
        MuiButton: { styleOverrides: { root: { minHeight: 44 } } },
        MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
        MuiToggleButton: { styleOverrides: { root: { minHeight: 44, color: isDark ? '#c9d1d9' : '#3b4652' } } },
        MuiMenuItem: { styleOverrides: { root: { minHeight: 44 } } },
        MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: `3px solid ${isDark ? '#f5a524' : '#8a4b00'}`, outlineOffset: 2 } } } },
      },
    },
    svSE,
  );
}

export function useAppTheme(mode: PaletteMode) {
  return useMemo(() => createAppTheme(mode), [mode]);
}
