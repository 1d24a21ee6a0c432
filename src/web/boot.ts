/**
 * The script of the public pages drawn at build time that hold no form (the landing, about and
 * contact pages; build/prerender.ts bundles it and fills in the two names below). Their text is in
 * the HTML and paints without a script, so the app (React, the router: 100 KB) is asked for only
 * after the first paint: before it, it shared the phone's bandwidth with the HTML and the fonts
 * (docs/performance/2026-11-27-issue-44.md). The theme is set at once, so that no frame shows the wrong one.
 */
import { initialMode } from './ui/initial-mode';

/** The built entry (main.tsx) and the chunks it imports, as paths under /assets. */
declare const APP_ENTRY: string;
declare const APP_IMPORTS: string[];

document.documentElement.dataset.theme = initialMode();

let isStarted = false;
function startApp() {
  if (isStarted) return;
  isStarted = true;
  // The entry's imports are fetched beside it, not after it.
  for (const file of APP_IMPORTS) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ APP_ENTRY);
}

// Once the first paint with content has happened; a browser that cannot tell, or a tab that does not
// paint (opened in the background), starts it after a while anyway.
setTimeout(startApp, 3000);
if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(startApp);
  }).observe({ type: 'paint', buffered: true });
} else requestAnimationFrame(() => setTimeout(startApp));
