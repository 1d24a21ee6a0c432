import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-800.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ColorModeProvider, initialMode } from './app/color-mode';
import { ErrorBoundary } from './app/error-screen';
import { router } from './app/router';

// Before the first paint, so that a light-theme visitor never sees a dark flash.
document.documentElement.dataset.theme = initialMode();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ColorModeProvider>
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </ColorModeProvider>
  </StrictMode>,
);
