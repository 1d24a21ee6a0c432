/// <reference types="vite-plugin-pwa/vanillajs" />
// vite-plugin-pwa (build/pwa.ts): `virtual:pwa-register` registers the installable app's service worker.
// build/palette-css.ts: the palette's CSS variables, made at build time from ui/palette.ts.
declare module 'virtual:palette.css';
