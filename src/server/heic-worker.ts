import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';
import type { HeicAnswer, HeicJob } from './files/heic';

/**
 * The entry of the HEIC thread (files/heic.ts): the image's size is read from its header first and
 * one over the limit is refused before a pixel is decoded (a decompression bomb); then the primary
 * image is decoded, with its rotation and mirroring (HEIF's irot/imir) applied by libheif, to RGBA.
 */
async function decodeInThread({ path, maxPixels }: HeicJob): Promise<HeicAnswer> {
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer: await readFile(path) });
  } catch {
    return { refused: 'unreadable' };
  }
  try {
    const primary = images[0];
    if (!primary || !(primary.width > 0) || !(primary.height > 0)) return { refused: 'unreadable' };
    if (primary.width * primary.height > maxPixels) return { refused: 'too-many-pixels' };
    const { width, height, data } = await primary.decode();
    const rgba = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    if (rgba.byteLength !== width * height * 4) return { refused: 'unreadable' };
    return { width, height, rgba };
  } catch {
    return { refused: 'unreadable' };
  } finally {
    images.dispose();
  }
}

const answer = await decodeInThread(workerData as HeicJob);
// The pixels are handed over, not copied: the thread ends right after.
parentPort!.postMessage(answer, 'rgba' in answer ? [answer.rgba.buffer as ArrayBuffer] : []);
