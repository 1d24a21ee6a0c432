import { createTheme } from '@mui/material/styles';
import { svSE } from '@mui/material/locale';
import { color, type ColorMode } from '../palette';

const themes = new Map<ColorMode, ReturnType<typeof createTheme>>();

/** MUI's theme made from the one palette (ui/palette.ts), so that MUI parts and plain parts agree. */
export function createAppTheme(mode: ColorMode) {
  const c = (name: Parameters<typeof color>[0]) => color(name, mode);
  return createTheme(
    {
      breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } },
      palette: {
        mode,
        primary: { main: c('primary'), contrastText: c('on-primary') },
        secondary: { main: c('secondary') },
        background: { default: c('bg'), paper: c('paper') },
        success: { main: c('success') },
        error: { main: c('error') },
        warning: { main: c('warning') },
        info: { main: c('info') },
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
        MuiToggleButton: { styleOverrides: { root: { minHeight: 44, color: c('toggle-text') } } },
        MuiMenuItem: { styleOverrides: { root: { minHeight: 44 } } },
        MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
        MuiButtonBase: {
          styleOverrides: {
            root: { '&.Mui-focusVisible': { outline: `3px solid ${c('focus')}`, outlineOffset: 2 } },
          },
        },
      },
    },
    svSE,
  );
}

/** One theme per colour mode for the whole page, however many MUI islands it has. */
export function appTheme(mode: ColorMode) {
  let theme = themes.get(mode);
  if (!theme) {
    theme = createAppTheme(mode);
    themes.set(mode, theme);
  }
  return theme;
}
