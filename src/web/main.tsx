// The weights the screens use (400 text, 600 labels and buttons, 700 headings); each is swapped in when it arrives.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import 'virtual:palette.css';
import './ui/styles.css';
import './app/shell/shell.css';
import './ui/public-page.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ColorModeProvider, initialMode } from './ui/color-mode';
import { ErrorBoundary } from './app/error-screen';
import { PrerenderedContext } from './lib/prerendered';
import { router } from './app/router';

// Before React draws, so that a light-theme visitor never sees a dark flash.
document.documentElement.dataset.theme = initialMode();

const container = document.getElementById('root')!;
// The public pages arrive drawn (prerender.tsx): React takes their HTML over instead of drawing it again.
const prerendered = container.firstElementChild !== null;
const app = (
  <StrictMode>
    <PrerenderedContext.Provider value={prerendered}>
      <ColorModeProvider>
        <ErrorBoundary>
          <RouterProvider router={router} />
        </ErrorBoundary>
      </ColorModeProvider>
    </PrerenderedContext.Provider>
  </StrictMode>
);
// As transitions, React takes the page over (or draws it) in slices, and the phone's main thread stays
// free for input between them: an ordinary hydration or first render is one long task.
if (prerendered) startTransition(() => void hydrateRoot(container, app));
else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// The installed app (FIELD.md decision 6): only a built app has a service worker; its module loads after the screen.
// On a prerendered page this module itself arrives after the load event (boot.ts).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const install = () => void import('./app/app-updates').then((module) => module.keepAppInstalled());
  if (document.readyState === 'complete') install();
  else window.addEventListener('load', install, { once: true });
}
