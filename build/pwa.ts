import { VitePWA } from 'vite-plugin-pwa';
import { palette } from '../src/web/ui/palette.ts';

/**
 * The installable app (FIELD.md decision 6): the manifest, and a service worker that keeps the app
 * itself (the shell, every screen's chunk, the fonts) so that a reload without signal still opens it.
 * `prompt`: a new version waits until the user chooses to reload (ui/update-notice.tsx), so that a
 * form being filled in is never reloaded from under them. API answers are never cached here: the
 * field pack has its own store (docs/decisions/061).
 */
export function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    // The glob below already holds the icons and the manifest: listed twice they would be fetched twice.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Verkstan',
      short_name: 'Verkstan',
      description: 'Arbetsordrar, fakturering och översikt för verkstäder som servar tunga fordon och maskiner.',
      lang: 'sv-SE',
      dir: 'ltr',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      // One colour each here; index.html's theme-color meta tags give the dark theme its own.
      background_color: palette.bg.light,
      theme_color: palette.paper.light,
      categories: ['business', 'productivity'],
      icons: [
        { src: '/icons/verkstan-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/verkstan-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/verkstan-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The build's own files; the precompressed copies and the prerendered pages are not the app.
      globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
      globIgnores: ['prerendered/**', '**/*.br', '**/*.gz', '.vite/**'],
      // Screens are routes of the one page: any navigation offline opens the app, which draws the screen.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/public(\/|$)/],
      cleanupOutdatedCaches: true,
      // The largest chunk (MUI's) is well under this; the bound keeps a mistake from caching megabytes.
      maximumFileSizeToCacheInBytes: 1_500_000,
    },
  });
}
