import { readFileSync } from 'node:fs';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { fileOf, recordFields, uploader } from '../test/multipart';

/**
 * An iPhone's photo as HEIC (HEVC-coded, 1 kB), made once by Debian's heif-enc (libheif-examples) from a
 * 64 × 48 JPEG with a GPS position, a camera serial and the time it was taken, then given HEIF's own
 * rotation box as an iPhone writes it (a quarter clockwise, beside EXIF orientation 6): shown upright
 * it is 48 × 64, red half up, blue half down. The recipe is in test/fixtures/heic-irot.py; the tests
 * need none of those tools.
 */
const heic = readFileSync(new URL('../test/fixtures/iphone-gps.heic', import.meta.url));

/**
 * The same photo claiming 20 000 × 20 000 pixels in its header (its grid's ispe box): a decompression
 * bomb, to be refused from the header before a pixel is decoded.
 */
function claimingPixels(width: number, height: number): Buffer {
  const bomb = Buffer.from(heic);
  const claim = Buffer.concat([Buffer.from('ispe\0\0\0\0', 'latin1'), Buffer.from([0, 0, 0, 64, 0, 0, 0, 48])]);
  const at = bomb.indexOf(claim);
  expect(at).toBeGreaterThan(0);
  bomb.writeUInt32BE(width, at + 8);
  bomb.writeUInt32BE(height, at + 12);
  return bomb;
}

/** The colour of the pixel at (x, y) of an image, as [r, g, b]. */
async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe.each(drivers)('an iPhone HEIC photo on %s', (driver) => {
  const test = useTestApp(driver);

  it('is stored as an upright JPEG without its GPS position or serial, with the time it was taken', async () => {
    // The fixture holds what the test says it removes.
    expect((await exifr.gps(heic))?.latitude).toBeCloseTo(59.33, 1);
    const owner = await createAccount(test.app);
    const job = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json();
    const sent = await uploader(
      test.app,
      owner,
    )([...recordFields('workOrder', job.id), fileOf(heic, 'IMG_4711.HEIC', 'image/heic')]);
    expect(sent.statusCode, sent.body).toBe(201);
    const file = sent.json();
    expect(file).toMatchObject({
      name: 'IMG_4711.HEIC',
      contentType: 'image/jpeg',
      width: 48,
      height: 64,
      takenAt: '2026-06-14T07:30:00.000Z',
      hasThumbnail: true,
    });

    const stored = (await as(test.app, owner).get(`/api/files/${file.id}/content`)).rawPayload;
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const shown = await sharp(stored).metadata();
    expect([shown.width, shown.height, shown.orientation ?? 1]).toEqual([48, 64, 1]);
    // Upright: red at the top, blue at the bottom.
    const [top, bottom] = [await pixelAt(stored, 24, 8), await pixelAt(stored, 24, 56)];
    expect(top[0]).toBeGreaterThan(180);
    expect(top[2]).toBeLessThan(80);
    expect(bottom[2]).toBeGreaterThan(180);
    expect(bottom[0]).toBeLessThan(80);

    const tags = await exifr.parse(stored, { gps: true, tiff: true, exif: true, xmp: true, iptc: true });
    expect(tags.latitude).toBeUndefined();
    expect(tags.GPSLatitude).toBeUndefined();
    expect(tags.Make).toBeUndefined();
    expect(tags.BodySerialNumber).toBeUndefined();
    expect(tags.SerialNumber).toBeUndefined();
    expect(
      await exifr.parse(stored, { pick: ['DateTimeOriginal', 'OffsetTimeOriginal'], reviveValues: false }),
    ).toEqual({ DateTimeOriginal: '2026:06:14 09:30:00', OffsetTimeOriginal: '+02:00' });
    expect(stored.includes('SN-998877')).toBe(false);

    const thumbnail = (await as(test.app, owner).get(`/api/files/${file.id}/thumbnail`)).rawPayload;
    expect((await sharp(thumbnail).metadata()).height).toBe(64);
  });

  it('refuses a HEIC cut short or made up, in Swedish, before anything is kept', async () => {
    const owner = await createAccount(test.app);
    const job = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json();
    const upload = uploader(test.app, owner);
    const madeUp = Buffer.concat([heic.subarray(0, 12), Buffer.alloc(4000, 0x41)]);
    for (const bytes of [heic.subarray(0, Math.floor(heic.length / 2)), madeUp]) {
      const refused = await upload([
        ...recordFields('workOrder', job.id),
        fileOf(bytes, 'IMG_4712.HEIC', 'image/heic'),
      ]);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().message).toMatch(/^Bilden gick inte att läsa/);
    }
    expect((await as(test.app, owner).get('/api/files/usage')).json()).toMatchObject({ files: 0, bytes: 0 });
  });

  it('refuses a HEIC that claims more than 100 megapixels with 413, from its header alone', async () => {
    const owner = await createAccount(test.app);
    const job = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json();
    const started = Date.now();
    const refused = await uploader(
      test.app,
      owner,
    )([...recordFields('workOrder', job.id), fileOf(claimingPixels(20_000, 20_000), 'IMG_4713.HEIC', 'image/heic')]);
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json().code).toBe('file.too_many_pixels');
    // 400 million pixels decoded would take minutes and 1.6 GB; read from the header, it is quick.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await as(test.app, owner).get('/api/files/usage')).json()).toMatchObject({ files: 0, bytes: 0 });
  });
});
