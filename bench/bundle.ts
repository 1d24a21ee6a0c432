import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}

const root = 'dist/web';

function gzippedSize(file: string): number {
  return gzipSync(readFileSync(join(root, file))).length;
}

/** The chunk and everything it imports statically: what the browser must fetch before it runs. */
function closure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

export function measureBundle() {
  const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const find = (name: string) => Object.keys(manifest).find((key) => key.includes(name))!;
  const landing = closure(manifest, find('landing-page'), closure(manifest, entry));
  const loggedIn = new Set<string>();
  for (const screen of ['dashboard-page', 'work-orders-page', 'invoices-page', 'profile-page']) closure(manifest, find(screen), loggedIn);
  const size = (keys: Iterable<string>) =>
    [...keys].filter((key) => manifest[key]!.file.endsWith('.js')).reduce((sum, key) => sum + gzippedSize(manifest[key]!.file), 0);
  const added = [...loggedIn].filter((key) => !landing.has(key));
  return { landingKb: Math.round(size(landing) / 102.4) / 10, loggedInAddsKb: Math.round(size(added) / 102.4) / 10 };
}
