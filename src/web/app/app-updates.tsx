import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { UpdateNotice } from '../ui/update-notice';

/** How often an open app asks whether a new version was deployed (besides at each start). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Installs the service worker that keeps the app for use without signal (build/pwa.ts), and when a
 * new version has been installed beside it, says so and lets the user reload when it suits them.
 */
export function keepAppInstalled(): void {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const updateApp = registerSW({
    onNeedRefresh() {
      root.render(<UpdateNotice onReload={() => void updateApp(true)} onLater={() => root.render(null)} />);
    },
    // Without it (a private window, a blocked worker) the app works as before, online only.
    onRegisterError: () => undefined,
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
    },
  });
}
