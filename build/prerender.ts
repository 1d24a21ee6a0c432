/**
 * After `vite build` (the app) and `vite build --ssr src/web/prerender.tsx` (the same screens for
 * Node): draws the public pages into dist/web/prerendered/, so that their text arrives in the first
 * answer and paints before any script, with the stylesheet inline and the first screen's fonts
 * preloaded (the SPA's own index.html too), then compresses every text file of dist/web.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteObject } from 'react-router';
import type { RouteLoads } from '../src/web/app/routes';
import type { ChunkMapEntry } from './chunks';
import { bootAfterFirstPaint } from './boot-script';
import { precompressDirectory } from './precompress';

const webRoot = 'dist/web';
const ROOT = '<div id="root"></div>';

const { render, routes, PRERENDERED_PATHS } = (await import(
  pathToFileURL(join('dist/prerender', 'prerender.js')).href
)) as typeof import('../src/web/prerender');
/**
 * The stylesheet (8 KB: the shell, the public pages, the font faces) goes inline, so that the first
 * paint waits for no request; the fonts the first screen shows (text and headings) are preloaded.
 */
function firstPaintReady(html: string): string {
  const fonts = readdirSync(join(webRoot, 'assets')).filter((name) =>
    /^inter-latin-(?:400|700)-normal-.*\.woff2$/.test(name),
  );
  const preloads = fonts
    .map((name) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${name}" crossorigin>`)
    .join('');
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
const pages = new Map<string, string>();
/** The prerendered pages without a form: their app is asked for after the first paint (build/boot-script.ts). */
const AFTER_FIRST_PAINT: readonly string[] = ['/', '/about', '/contact'];
const bootShell = bootAfterFirstPaint(shell, webRoot);
for (const path of PRERENDERED_PATHS)
  pages.set(
    path,
    (AFTER_FIRST_PAINT.includes(path) ? bootShell : shell).replace(ROOT, `<div id="root">${await render(path)}</div>`),
  );
/**
 * The signed-in screens are drawn in the browser, but their scripts need not wait for each other:
 * each gets the app's shell with a modulepreload of every chunk it will load (from .vite/chunks.json),
 * so that they arrive together instead of one after the other. The prerendered pages get none: what
 * is requested before the first paint competes with it on a slow connection.
 */
const screens = screensOf(routes);

/** Each signed-in screen with a path of its own, and the files it loads: its route's and its parents' `loads` (app/routes.tsx). */
function screensOf(
  tree: RouteObject[],
  inherited: string[] = [],
  found = new Map<string, string[]>(),
): Map<string, string[]> {
  for (const route of tree) {
    const files = [...inherited, ...((route.handle as RouteLoads | undefined)?.loads ?? [])];
    const isScreen = route.path !== undefined && !route.path.includes(':') && route.path !== '*';
    if (isScreen && files.length > inherited.length && !(PRERENDERED_PATHS as readonly string[]).includes(route.path!))
      found.set(route.path!, files);
    if (route.children) screensOf(route.children, files, found);
  }
  return found;
}
const chunks = JSON.parse(readFileSync(join(webRoot, '.vite', 'chunks.json'), 'utf8')) as ChunkMapEntry[];
const entry = chunks.find(
  (chunk) => chunk.modules.includes('index.html') || chunk.modules.includes('src/web/main.tsx'),
);
if (!entry) throw new Error('no chunk holds src/web/main.tsx (build/prerender.ts)');
const loadedByEntry = new Set(chunkFiles([entry.file]));

/** The files `modules` need: the chunks that hold them and every chunk those import. */
function chunkFiles(files: string[], seen = new Set<string>()): string[] {
  for (const file of files) {
    if (seen.has(file)) continue;
    seen.add(file);
    chunkFiles(chunks.find((chunk) => chunk.file === file)?.imports ?? [], seen);
  }
  return [...seen];
}

function fileOf(module: string): string {
  const chunk = chunks.find((candidate) => candidate.modules.includes(module));
  if (!chunk) throw new Error(`${module} is in no chunk: has the screen moved? (build/prerender.ts)`);
  return chunk.file;
}

for (const [path, modules] of screens) {
  const files = chunkFiles(modules.map(fileOf)).filter((file) => !loadedByEntry.has(file));
  const preloads = files
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('');
  pages.set(path, (pages.get(path) ?? shell).replace('</head>', `${preloads}</head>`));
}
for (const [path, html] of pages)
  writeFileSync(join(webRoot, 'prerendered', `${path === '/' ? 'index' : path.slice(1)}.html`), html);

precompressDirectory(webRoot);
