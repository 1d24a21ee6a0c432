import exifr from 'exifr';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { stockholmInstant } from '../../shared/dates';
import { imageTooManyPixels, imageUnreadable } from './errors';
import { decodeHeic } from './heic';
import type { SniffedType } from './sniff';

/** The longest side a stored photo keeps, and its thumbnail's (FIELD.md decision 2). */
export const MAX_SIDE = 2560;
export const THUMBNAIL_SIDE = 400;
/**
 * Beyond any phone's camera (48 MP on a recent iPhone) with room to spare, and far below what a
 * small PNG can claim to hold: a decompression bomb is refused from its header, before decoding.
 */
export const MAX_MEGAPIXELS = 100;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;

// Decoded pixels are kept by nobody between requests: one upload at a time holds them.
sharp.cache(false);
// One libvips thread a photo, and one photo at a time (below): ten uploads at once from a phone's
// queue leave the second core to the requests around them (docs/decisions/073).
sharp.concurrency(1);

let photoQueue: Promise<unknown> = Promise.resolve();

/** Runs photo work after the photo before it, whether that one succeeded or failed. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = photoQueue.then(work, work);
  photoQueue = run.catch(() => undefined);
  return run;
}

export interface StoredPhoto {
  contentType: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  bytes: number;
  thumbnailBytes: number;
  /** ISO 8601 UTC, or null when the photo does not say. */
  takenAt: string | null;
}

const EXIF_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant a photo was taken, from its EXIF; a time without an offset is a Swedish clock's. */
export function takenAtOf(original: unknown, offset: unknown): string | null {
  const match = typeof original === 'string' ? EXIF_TIME.exec(original.trim()) : null;
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const date = `${year}-${month}-${day}`;
  if (typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset.trim())) {
    const at = Date.parse(`${date}T${hour}:${minute}:${second}${offset.trim()}`);
    return Number.isNaN(at) ? null : new Date(at).toISOString();
  }
  const local = stockholmInstant(date, `${hour}:${minute}`);
  return local ? new Date(Date.parse(local) + Number(second) * 1000).toISOString() : null;
}

/** The EXIF time of `at` as a Swedish clock shows it, with its offset: all the metadata kept. */
function exifTimeOf(at: string): { time: string; offset: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  const localAsUtc = Date.parse(
    `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`,
  );
  const minutes = Math.round((localAsUtc - Date.parse(at)) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const offset = `${sign}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
  return { time: `${parts.year}:${parts.month}:${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`, offset };
}

async function readTakenAt(input: string): Promise<string | null> {
  try {
    const tags = (await exifr.parse(input, {
      pick: ['DateTimeOriginal', 'OffsetTimeOriginal'],
      reviveValues: false,
    })) as { DateTimeOriginal?: unknown; OffsetTimeOriginal?: unknown } | undefined;
    return takenAtOf(tags?.DateTimeOriginal, tags?.OffsetTimeOriginal);
  } catch {
    // Metadata that cannot be read is no reason to refuse the photo: the upload's time stands in.
    return null;
  }
}

/**
 * The photo as sharp is to read it, its claimed size checked first so that a decompression bomb is
 * never decoded. sharp reads JPEG, PNG and WebP itself (its header alone first, with the pixel limit
 * off) and turns them by their EXIF orientation; an HEIC is decoded beside it (heic.ts), turned by
 * its own boxes, and handed over as pixels, which carry no metadata at all.
 */
async function openPhoto(input: string, type: SniffedType): Promise<() => Sharp> {
  if (type === 'image/heic') {
    const { width, height, rgba } = await decodeHeic(input, MAX_PIXELS, MAX_MEGAPIXELS);
    return () => sharp(rgba, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_PIXELS }).removeAlpha();
  }
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw imageUnreadable();
  }
  if (!header.width || !header.height) throw imageUnreadable();
  if (header.width * header.height > MAX_PIXELS) throw imageTooManyPixels(MAX_MEGAPIXELS);
  return () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
}

/**
 * Re-encodes a photo (FIELD.md decision 2): orientation applied, the longest side at most 2 560 px,
 * and no metadata but the time it was taken, so a GPS position or a camera's serial number never
 * leaves the workshop; plus a 400 px thumbnail with none. JPEG and HEIC (an iPhone's) become JPEG; PNG and WebP,
 * which may be transparent, become WebP. Reads and writes files: no whole photo is held as bytes.
 */
export function storePhoto(input: string, type: SniffedType, output: string, thumbnail: string): Promise<StoredPhoto> {
  return oneAtATime(() => reencode(input, type, output, thumbnail));
}

async function reencode(input: string, type: SniffedType, output: string, thumbnail: string): Promise<StoredPhoto> {
  const open = await openPhoto(input, type);
  const takenAt = await readTakenAt(input);
  const asWebp = type === 'image/png' || type === 'image/webp';
  const kept = takenAt ? exifTimeOf(takenAt) : null;
  try {
    let photo = open().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    if (kept)
      photo = photo.withExif({
        IFD0: { DateTime: kept.time },
        IFD2: { DateTimeOriginal: kept.time, OffsetTimeOriginal: kept.offset },
      });
    const main = await (asWebp ? photo.webp({ quality: 85 }) : photo.jpeg({ quality: 85 })).toFile(output);
    // mozjpeg for the thumbnail only: on a 12 MP photo it costs five times libjpeg-turbo's CPU (decision 073).
    const small = sharp(output).resize({
      width: THUMBNAIL_SIDE,
      height: THUMBNAIL_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const thumb = await (asWebp ? small.webp({ quality: 80 }) : small.jpeg({ quality: 80, mozjpeg: true })).toFile(
      thumbnail,
    );
    return {
      contentType: asWebp ? 'image/webp' : 'image/jpeg',
      width: main.width,
      height: main.height,
      bytes: main.size,
      thumbnailBytes: thumb.size,
      takenAt,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooManyPixels(MAX_MEGAPIXELS);
    throw imageUnreadable();
  }
}
