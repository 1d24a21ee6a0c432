/**
 * Where the HEIC decoding thread starts: beside this file when built (dist/server), the source under
 * tsx. Its own file, so that naming the thread does not load the decoder (heic-worker.ts).
 */
export const heicWorkerFile = new URL(
  import.meta.url.endsWith('.ts') ? './heic-worker.ts' : './heic-worker.js',
  import.meta.url,
);
