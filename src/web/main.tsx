import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-800.css';
import './app/global.css';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ColorModeProvider } from './app/color-mode';
import { ErrorBoundary } from './app/error-screen';
import { router } from './app/router';
import { createAppTheme } from './app/theme';
import type { PaletteMode } from '@mui/material';

function ThemedApp({ mode }: { mode: PaletteMode }) {
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ColorModeProvider render={(mode) => <ThemedApp mode={mode} />} />
  </StrictMode>,
);
