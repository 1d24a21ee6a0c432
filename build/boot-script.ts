/**
 * The public pages without a form ask for the app only after their first paint (src/web/boot.ts):
 * their HTML carries a small script of its own instead of the entry and its modulepreloads. The
 * forms (login, register) keep the entry as it is: typed in before the script runs, they must not
 * be sent by the browser itself.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/** Writes the boot script into `webRoot`/assets and returns `shell` with it in place of the entry. */
export function bootAfterFirstPaint(shell: string, webRoot: string): string {
  const entry = ENTRY.exec(shell)?.[1];
  if (!entry) throw new Error('dist/web/index.html has no entry script (build/boot-script.ts)');
  const imports = [...shell.matchAll(PRELOAD)].map((match) => match[1]!);
  const { outputFiles } = buildSync({
    entryPoints: ['src/web/boot.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    // The app's files are the browser's to fetch, not esbuild's to bundle.
    external: ['/assets/*'],
    define: { APP_ENTRY: JSON.stringify(entry), APP_IMPORTS: JSON.stringify(imports) },
  });
  const code = outputFiles[0]!.text;
  const name = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(webRoot, name), code);
  return shell.replace(ENTRY, `<script type="module" crossorigin src="/${name}"></script>\n    `).replace(PRELOAD, '');
}
