import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text. Images other than SVG and the woff2 fonts are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this a file fits in a packet or two anyway (the server's threshold for API answers too). */
const MIN_BYTES = 1024;

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes a .br (brotli at its best, quality 11) and a .gz (level 9) beside every text file of the
 * built web app, once, so that the server sends compressed bytes without compressing anything per
 * request (@fastify/static's preCompressed).
 */
export function precompressDirectory(directory: string): void {
  for (const path of filesUnder(directory)) {
    if (!TEXT.test(path)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  }
}
