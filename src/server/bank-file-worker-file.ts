/**
 * Where the bank-file thread starts: beside this file when built (dist/server), the source under tsx.
 * Its own file, so that naming the thread does not load the thread's code (bank-file-worker.ts).
 */
export const bankFileWorkerFile = new URL(
  import.meta.url.endsWith('.ts') ? './bank-file-worker.ts' : './bank-file-worker.js',
  import.meta.url,
);
