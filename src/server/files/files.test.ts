import exifr from 'exifr';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { phonePhoto, pngOf, tinyPdf } from '../test/images';
import { fileOf, recordFields, uploader } from '../test/multipart';

describe.each(drivers)('photos and files on %s', (driver) => {
  const test = useTestApp(driver);

  async function workshop() {
    const owner = await createAccount(test.app);
    const job = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json() as { id: string };
    return { owner, job, upload: uploader(test.app, owner), api: as(test.app, owner) };
  }

  it('keeps a phone photo turned upright and smaller, without its GPS position or serial, with the time it was taken', async () => {
    const { job, upload, api } = await workshop();
    const photo = await phonePhoto();
    const sent = await upload([
      ...recordFields('workOrder', job.id),
      { name: 'caption', value: 'Sprucken bom' },
      fileOf(photo, 'IMG_0001.JPG'),
    ]);
    expect(sent.statusCode).toBe(201);
    const file = sent.json();
    expect(file).toMatchObject({
      entity: 'workOrder',
      entityId: job.id,
      name: 'IMG_0001.JPG',
      contentType: 'image/jpeg',
      width: 200,
      height: 300,
      takenAt: '2026-06-14T07:30:00.000Z',
      caption: 'Sprucken bom',
      customerVisible: false,
      uploadedByName: 'Anna Svensson',
      hasThumbnail: true,
    });

    const content = await api.get(`/api/files/${file.id}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/jpeg');
    const stored = content.rawPayload;
    expect(stored.length).toBe(file.bytes);
    // Read by exifr, which has nothing to do with the sharp that wrote it.
    const tags = await exifr.parse(stored, { gps: true, tiff: true, exif: true, xmp: true, iptc: true });
    expect(tags.latitude).toBeUndefined();
    expect(tags.GPSLatitude).toBeUndefined();
    expect(tags.SerialNumber).toBeUndefined();
    expect(tags.Make).toBeUndefined();
    expect(tags.Model).toBeUndefined();
    expect(
      await exifr.parse(stored, { pick: ['DateTimeOriginal', 'OffsetTimeOriginal'], reviveValues: false }),
    ).toEqual({ DateTimeOriginal: '2026:06:14 09:30:00', OffsetTimeOriginal: '+02:00' });
    expect(stored.includes('SN-998877')).toBe(false);
    expect(stored.includes('iPhone')).toBe(false);
    const shown = await sharp(stored).metadata();
    expect([shown.width, shown.height, shown.orientation ?? 1]).toEqual([200, 300, 1]);

    const thumbnail = await api.get(`/api/files/${file.id}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect(Math.max(small.width!, small.height!)).toBeLessThanOrEqual(400);
    expect((await exifr.parse(thumbnail.rawPayload, { gps: true }))?.latitude).toBeUndefined();

    expect((await api.get(`/api/files?entity=workOrder&entityId=${job.id}`)).json()).toEqual([file]);
  });

  it('makes a large PNG at most 2 560 px on its longest side, as WebP with a 400 px thumbnail', async () => {
    const { job, upload, api } = await workshop();
    const sent = await upload([
      ...recordFields('workOrder', job.id),
      fileOf(await pngOf(3000, 1000), 'skiss.png', 'image/png'),
    ]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ contentType: 'image/webp', width: 2560, height: 853 });
    const thumbnail = await sharp((await api.get(`/api/files/${sent.json().id}/thumbnail`)).rawPayload).metadata();
    expect([thumbnail.format, thumbnail.width]).toEqual(['webp', 400]);
  });

  it('keeps a PDF byte for byte, with no thumbnail, and the time of the upload as its time', async () => {
    const { job, upload, api } = await workshop();
    const sent = await upload([...recordFields('workOrder', job.id), fileOf(tinyPdf, 'kvitto.pdf', 'application/pdf')]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ contentType: 'application/pdf', bytes: tinyPdf.length, hasThumbnail: false });
    expect(sent.json().takenAt).toBe(sent.json().createdAt);
    expect((await api.get(`/api/files/${sent.json().id}/content`)).rawPayload.equals(tinyPdf)).toBe(true);
    const thumbnail = await api.get(`/api/files/${sent.json().id}/thumbnail`);
    expect([thumbnail.statusCode, thumbnail.json().message]).toEqual([404, 'Filen har ingen miniatyrbild.']);
  });

  it('stores the same bytes once per workshop, however often and wherever they are attached', async () => {
    const { owner, job, upload, api } = await workshop();
    const machineCustomer = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const photo = await phonePhoto('#225588');
    const first = await upload([...recordFields('workOrder', job.id), fileOf(photo)]);
    const usageAfterOne = (await api.get('/api/files/usage')).json();
    const second = await upload([...recordFields('customer', machineCustomer.id), fileOf(photo, 'samma.jpg')]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).not.toBe(first.json().id);
    const usage = (await api.get('/api/files/usage')).json();
    expect(usage).toEqual({ bytes: usageAfterOne.bytes, files: 2, quotaBytes: 10_240 * 1024 * 1024 });
    const [counted] = await rowsOf<{ blobs: number }>(
      test.database.db,
      sql`select count(*)::int as blobs from file_blobs b join users u on u.organisation_id = b.organisation_id where u.id = ${owner.userId}`,
    );
    expect(counted?.blobs).toBe(1);
  });

  it('decides the type from the bytes: a text named .jpg is refused in Swedish, naming the types taken', async () => {
    const { job, upload, api } = await workshop();
    const lying = await upload([
      ...recordFields('workOrder', job.id),
      fileOf(Buffer.from('<html><script>alert(1)</script></html>'), 'bild.jpg', 'image/jpeg'),
    ]);
    expect(lying.statusCode).toBe(415);
    expect(lying.json()).toEqual({
      code: 'file.type_not_allowed',
      message: 'Den filtypen tas inte emot. Ladda upp en bild eller ett dokument som JPEG, PNG, WebP, HEIC eller PDF.',
    });
    // A real JPEG sent as a PDF is a JPEG.
    const mislabelled = await upload([
      ...recordFields('workOrder', job.id),
      fileOf(await phonePhoto(), 'x.pdf', 'application/pdf'),
    ]);
    expect(mislabelled.json().contentType).toBe('image/jpeg');
    expect((await api.get('/api/files/usage')).json().files).toBe(1);
  });

  it('refuses a file over 25 MB with 413 in Swedish, and keeps nothing of it', async () => {
    const { job, upload, api } = await workshop();
    const huge = Buffer.concat([tinyPdf, Buffer.alloc(25 * 1024 * 1024)]);
    const sent = await upload([...recordFields('workOrder', job.id), fileOf(huge, 'stor.pdf', 'application/pdf')]);
    expect(sent.statusCode).toBe(413);
    expect(sent.json()).toEqual({ code: 'file.too_large', message: 'Filen är för stor. Högst 25 MB per fil.' });
    expect((await api.get('/api/files/usage')).json()).toMatchObject({ bytes: 0, files: 0 });
  });
});

describe.each(drivers)('a workshop’s file quota on %s', (driver) => {
  const test = useTestApp(driver, { filesQuotaBytes: 2 * 1024 });

  it('answers 413 saying how much is used once an upload would pass the quota', async () => {
    const owner = await createAccount(test.app);
    const job = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json();
    const upload = uploader(test.app, owner);
    expect((await upload([...recordFields('workOrder', job.id), fileOf(tinyPdf, 'a.pdf')])).statusCode).toBe(201);
    const big = Buffer.concat([tinyPdf, Buffer.alloc(2000, 32)]);
    const refused = await upload([...recordFields('workOrder', job.id), fileOf(big, 'b.pdf')]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      code: 'file.quota_full',
      message: `Verkstadens lagringsutrymme för filer är fullt: ${(tinyPdf.length / (1024 * 1024)).toLocaleString('sv-SE', { maximumFractionDigits: 1 })} MB av 0 MB används. Ta bort filer som inte behövs eller kontakta oss för mer utrymme.`,
    });
    expect((await as(test.app, owner).get('/api/files/usage')).json()).toEqual({
      bytes: tinyPdf.length,
      files: 1,
      quotaBytes: 2048,
    });
    // The same bytes again take no more room: they are attached, not stored.
    expect((await upload([...recordFields('workOrder', job.id), fileOf(tinyPdf, 'a-igen.pdf')])).statusCode).toBe(201);
  });
});
