import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder, type Account } from '../test/harness';
import { phonePhoto, tinyPdf } from '../test/images';
import { fileOf, multipart, recordFields, uploader, type MultipartPart } from '../test/multipart';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** A PNG of a few hundred bytes claiming 30 000 × 30 000 pixels: 900 megapixels once decoded. */
function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(30_001 * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(drivers)('hostile uploads on %s', (driver) => {
  const filesDir = mkdtempSync(join(tmpdir(), 'verkstan-hostile-files-'));
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));
  const test = useTestApp(driver, { filesDir });
  let owner: Account;
  let jobId: string;
  beforeAll(async () => {
    owner = await createAccount(test.app);
    jobId = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json().id;
  });

  it('answers every broken, doubled, oversized or lying upload with a Swedish 4xx and keeps nothing', async () => {
    const upload = uploader(test.app, owner);
    const record = () => recordFields('workOrder', jobId);
    const photo = await phonePhoto();
    const cases: Array<[string, MultipartPart[], number, string]> = [
      ['no file', record(), 400, 'file.missing'],
      ['no record', [fileOf(tinyPdf, 'a.pdf')], 400, 'request.invalid'],
      ['a record that is not one', [...recordFields('invoice', jobId), fileOf(tinyPdf)], 400, 'request.invalid'],
      ['a record id that is no id', [...recordFields('workOrder', 'x'), fileOf(tinyPdf)], 400, 'request.invalid'],
      ['two files', [...record(), fileOf(tinyPdf, 'a.pdf'), fileOf(photo, 'b.jpg')], 400, 'file.one_only'],
      [
        'a huge field',
        [...record(), { name: 'caption', value: 'x'.repeat(100_000) }, fileOf(tinyPdf)],
        400,
        'file.field_too_long',
      ],
      [
        'too many fields',
        [
          ...record(),
          ...Array.from({ length: 20 }, (_, index) => ({ name: `f${index}`, value: 'x' })),
          fileOf(tinyPdf),
        ],
        400,
        'file.too_many_fields',
      ],
      [
        'a NUL in a caption',
        [...record(), { name: 'caption', value: 'a\u0000b' }, fileOf(tinyPdf)],
        400,
        'file.field_invalid',
      ],
      [
        'a field named __proto__',
        [...record(), { name: '__proto__', value: 'x' }, fileOf(tinyPdf)],
        400,
        'file.field_invalid',
      ],
      [
        'an executable named .jpg',
        [...record(), fileOf(Buffer.from('MZ\x90\x00 this program'), 'bild.jpg', 'image/jpeg')],
        415,
        'file.type_not_allowed',
      ],
      [
        'an SVG',
        [...record(), fileOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml')],
        415,
        'file.type_not_allowed',
      ],
      [
        'a JPEG that is only its first bytes',
        [...record(), fileOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))],
        415,
        'file.image_unreadable',
      ],
      [
        'a decompression bomb',
        [...record(), fileOf(decompressionBomb(), 'bomb.png', 'image/png')],
        413,
        'file.too_many_pixels',
      ],
      ['an empty file', [...record(), fileOf(Buffer.alloc(0), 'tom.pdf')], 415, 'file.type_not_allowed'],
    ];
    for (const [what, parts, status, code] of cases) {
      const answer = await upload(parts);
      expect({ what, status: answer.statusCode, code: answer.json().code }).toEqual({ what, status, code });
      expect(answer.json().message, what).toMatch(/[åäöÅÄÖ]|^[A-ZÅÄÖ][a-zåäö]/);
    }

    const raw = (payload: string | Buffer, contentType: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
        payload,
      });
    const whole = multipart([...record(), fileOf(tinyPdf)]);
    const broken: Array<[string, Awaited<ReturnType<typeof raw>>]> = [
      ['cut off before its end', await raw(whole.payload.subarray(0, whole.payload.length - 60), whole.contentType)],
      ['no boundary', await raw(whole.payload, 'multipart/form-data')],
      ['another boundary', await raw(whole.payload, 'multipart/form-data; boundary=nothing-like-it')],
      ['JSON instead', await raw('{"entity":"workOrder"}', 'application/json')],
      ['plain text', await raw('hej', 'text/plain')],
    ];
    for (const [what, answer] of broken) {
      expect(answer.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, what).toBeLessThan(500);
      expect(answer.json().message, what).toBeTruthy();
    }

    expect((await as(test.app, owner).get('/api/files/usage')).json()).toMatchObject({ bytes: 0, files: 0 });
    const [stored] = await rowsOf<{ blobs: number; chunks: number }>(
      test.database.db,
      sql`select (select count(*) from file_blobs)::int as blobs, (select count(*) from file_chunks)::int as chunks`,
    );
    expect(stored).toEqual({ blobs: 0, chunks: 0 });
    // No half-written file in the folder either.
    expect(readdirSync(filesDir)).toEqual([]);
  });

  it('stores a file whose name carries folders and control characters under a plain name', async () => {
    const answer = await uploader(
      test.app,
      owner,
    )([...recordFields('workOrder', jobId), fileOf(tinyPdf, '..\\..\\etc\\pass\u0001wd.pdf', 'application/pdf')]);
    expect(answer.json().name).toBe('passwd.pdf');
  });
});
