import { Worker } from 'node:worker_threads';
import { heicWorkerFile } from '../heic-worker-file';
import { imageTooManyPixels, imageUnreadable } from './errors';

/** What the HEIC thread (src/server/heic-worker.ts) is asked, and what it answers. */
export interface HeicJob {
  path: string;
  maxPixels: number;
}
export type HeicAnswer = HeicPixels | { refused: 'unreadable' | 'too-many-pixels' };

export interface HeicPixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, already turned as the photo is shown. */
  rgba: Uint8Array;
}

/** HEIC photos decoded at once on this server; more wait their turn (each may hold some 200 MB). */
const MAX_AT_ONCE = 2;
/** A photo whose decoding takes longer than this is taken for one made to hang the decoder. */
const DECODE_TIMEOUT_MS = 60_000;

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function decodeInThread(job: HeicJob, maxMegapixels: number): Promise<HeicPixels> {
  // Under tsx (development, tests) a thread does not take the loader from `--import tsx` in its
  // options here: a one-line entry registers tsx in the thread, then imports the source.
  const worker = heicWorkerFile.pathname.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(heicWorkerFile.href)}); })`,
        { eval: true, workerData: job },
      )
    : new Worker(heicWorkerFile, { workerData: job });
  return new Promise<HeicPixels>((resolve, reject) => {
    const timer = setTimeout(() => void worker.terminate(), DECODE_TIMEOUT_MS);
    worker.once('message', (answer: HeicAnswer) => {
      clearTimeout(timer);
      if ('rgba' in answer) resolve(answer);
      else reject(answer.refused === 'too-many-pixels' ? imageTooManyPixels(maxMegapixels) : imageUnreadable());
    });
    // A thread that dies (out of memory, a broken decoder, the timeout) is a photo that could not be read;
    // after its answer, the thread's end changes nothing.
    worker.once('error', () => reject(imageUnreadable()));
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(imageUnreadable());
    });
  });
}

/**
 * Decodes an iPhone's HEIC (HEVC-coded HEIF), which sharp's prebuilt libheif cannot, with libheif
 * compiled to WebAssembly (heic-decode), in a thread of its own started for this photo alone: the
 * decoding (about a second for 12 MP) never holds the request thread, and the WebAssembly memory,
 * which only grows, is given back when the thread ends. At most two at once on a server.
 */
export function decodeHeic(path: string, maxPixels: number, maxMegapixels: number): Promise<HeicPixels> {
  return inTurn(() => decodeInThread({ path, maxPixels }, maxMegapixels));
}
