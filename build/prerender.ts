/**
 * After `vite build` (the app) and `vite build --ssr src/web/prerender.tsx` (the same screens for
 * Node): draws the public pages into dist/web/prerendered/, so that their text arrives in the first
 * answer and paints before any script, with the stylesheet inline and the first screen's fonts
 * preloaded (the SPA's own index.html too), then compresses every text file of dist/web.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { precompressDirectory } from './precompress';

const webRoot = 'dist/web';
const ROOT = '<div id="root"></div>';

const { render, PRERENDERED_PATHS } = (await import(pathToFileURL(join('dist/prerender', 'prerender.js')).href)) as typeof import('../src/web/prerender');
/**
 * The stylesheet (8 KB: the shell, the public pages, the font faces) goes inline, so that the first
 * paint waits for no request; the fonts the first screen shows (text and headings) are preloaded.
 */
function firstPaintReady(html: string): string {
  const fonts = readdirSync(join(webRoot, 'assets')).filter((name) => /^inter-latin-(?:400|700)-normal-.*\.woff2$/.test(name));
  const preloads = fonts.map((name) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${name}" crossorigin>`).join('');
  return html
    .replace(
      /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g,
      (_link, href: string) => `<style>${readFileSync(join(webRoot, href), 'utf8')}</style>`,
    )
    .replace('</title>', `</title>${preloads}`);
}

const shell = firstPaintReady(readFileSync(join(webRoot, 'index.html'), 'utf8'));
if (!shell.includes(ROOT)) throw new Error(`dist/web/index.html has no ${ROOT} to draw into`);
if (shell.includes('rel="stylesheet"')) throw new Error('a stylesheet of dist/web/index.html was not inlined');
writeFileSync(join(webRoot, 'index.html'), shell);
mkdirSync(join(webRoot, 'prerendered'), { recursive: true });
for (const path of PRERENDERED_PATHS) {
  const html = shell.replace(ROOT, `<div id="root">${await render(path)}</div>`);
  writeFileSync(join(webRoot, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`), html);
}
precompressDirectory(webRoot);
