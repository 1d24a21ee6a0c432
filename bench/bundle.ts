import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ChunkMapEntry } from '../build/chunks';

const root = 'dist/web';

function gzippedSize(file: string): number {
  return gzipSync(readFileSync(join(root, file))).length;
}

/** Script sizes of what the landing page loads, and what the signed-in screens add to it (gzip). */
export function measureBundle() {
  const chunks = JSON.parse(readFileSync(join(root, '.vite/chunks.json'), 'utf8')) as ChunkMapEntry[];
  const fileOf = (module: string) => chunks.find((chunk) => chunk.modules.some((id) => id.endsWith(module)))!.file;
  /** The file and everything it imports statically: what the browser must fetch before it runs. */
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of chunks.find((chunk) => chunk.file === file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const landing = closure(fileOf('marketing/landing-page.tsx'), closure(fileOf('src/web/main.tsx')));
  const loggedIn = new Set<string>();
  for (const screen of [
    'dashboard/dashboard-page.tsx',
    'work-orders/work-orders-page.tsx',
    'invoices/invoices-page.tsx',
    'profile/profile-page.tsx',
  ]) {
    closure(fileOf(screen), loggedIn);
  }
  const size = (files: Iterable<string>) =>
    [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzippedSize(file), 0);
  const added = [...loggedIn].filter((file) => !landing.has(file));
  return {
    landingKb: Math.round(size(landing) / 102.4) / 10,
    loggedInAddsKb: Math.round(size(added) / 102.4) / 10,
  };
}
