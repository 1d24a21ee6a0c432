import type { PdfJob } from './pdf-worker';

/** Where the PDF threads start: beside this file when built (dist/server), the source under tsx. */
export const pdfWorkerFile = new URL(
  import.meta.url.endsWith('.ts') ? './pdf-worker.ts' : './pdf-worker.js',
  import.meta.url,
);

/**
 * The same drawing on the calling thread (a document asked for while the server shuts down, or with
 * PDF_THREADS=0). Imported at its first use: pdfkit and fontkit cost the request thread 28 MB that
 * only the PDF threads need (docs/performance/2026-11-27-session-18.md).
 */
export async function renderPdfHere(job: PdfJob): Promise<Uint8Array> {
  const { default: render } = (await import(/* @vite-ignore */ pdfWorkerFile.href)) as {
    default: (job: PdfJob) => Promise<Uint8Array>;
  };
  return render(job);
}
