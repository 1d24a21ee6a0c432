import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { quoteBody } from '../quotes/test-data';
import { drivers } from '../test/database';
import { as, completeCompany, createAccount, useTestApp, validInvoice, validWorkOrder } from '../test/harness';
import { phonePhoto, pngOf, tinyPdf } from '../test/images';
import { fileOf, recordFields, uploader } from '../test/multipart';
import { pdfTextLines } from '../test/pdf-text';
import { unzip } from '../test/unzip';

// The files and signatures in the workshop's ZIP, a customer's register extract and their erasure
// (FIELD.md decision 4, DATA.md decisions 4–5, docs/decisions/065).

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe.each(drivers)('photos, files and signatures of a customer on %s', (driver) => {
  // The embedded installation's folder, here one the test can look into.
  const filesDir = mkdtempSync(join(tmpdir(), 'verkstan-field-records-'));
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));
  const test = useTestApp(
    driver,
    { pdfThreads: 1, ...(driver === 'pglite' ? { filesDir } : {}) },
    {
      clock: () => new Date(),
    },
  );

  async function customerWithFieldWork() {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const upload = uploader(test.app, owner);
    await api.put('/api/company', completeCompany);
    const customer = (await api.post('/api/customers', { name: 'Lars Nilsson', phone: '070-123 45 67' })).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Traktor',
        make: 'Valtra',
        model: 'N175',
        serialNumber: 'VN4411',
        meterUnit: 'h',
      })
    ).json();
    const job = async () =>
      (
        await api.post('/api/workorders', {
          ...validWorkOrder,
          customerNumber: customer.customerNumber,
          status: 'Klar',
        })
      ).json() as { id: string; workOrderNumber: string };
    const invoiced = await job();
    const open = await job();
    const invoice = await api.post('/api/invoice', {
      ...validInvoice(invoiced.id),
      customerName: customer.name,
      customerId: customer.id,
      customerEmail: 'lars.nilsson@example.se',
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    // The test's clock is the real one: the quote is valid a month from today.
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const quote = (await api.post('/api/quotes', quoteBody(customer.id, { validUntil }))).json();
    const attach = async (entity: string, entityId: string, content: Buffer, name: string) => {
      const sent = await upload([...recordFields(entity, entityId), fileOf(content, name)]);
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json() as { id: string; name: string; bytes: number };
    };
    const files = {
      invoicedPhoto: await attach('workOrder', invoiced.id, await phonePhoto('#112233'), 'IMG_0001.HEIC'),
      invoicedReport: await attach('workOrder', invoiced.id, tinyPdf, 'rapport.pdf'),
      openPhoto: await attach('workOrder', open.id, await phonePhoto('#445566'), 'IMG_0002.JPG'),
      machineManual: await attach(
        'machine',
        machine.id,
        Buffer.concat([tinyPdf, Buffer.from('%manual')]),
        'rapport.pdf',
      ),
      customerPhoto: await attach('customer', customer.id, await phonePhoto('#778899'), 'gård.jpg'),
      quotePhoto: await attach('quote', quote.id, await phonePhoto('#aabbcc'), 'skada.jpg'),
    };
    const png = await pngOf(300, 120);
    for (const [signed, name] of [
      [invoiced, 'Lars Nilsson'],
      [open, 'Lars N'],
    ] as const) {
      const signature = await api.post(`/api/workorders/${signed.id}/signature`, { name, image: dataUrl(png) });
      expect(signature.statusCode, signature.body).toBe(201);
    }
    return { owner, api, customer, machine, invoiced, open, quote, files };
  }

  const contentOf = async (api: ReturnType<typeof as>, id: string) =>
    (await api.get(`/api/files/${id}/content`)).rawPayload;

  it('puts every file in the ZIP byte for byte, in a folder per record, named by its stored type', async () => {
    const { owner, api, invoiced, open, quote, customer, files } = await customerWithFieldWork();
    // A second report of the same name on the same job: numbered as a file manager does.
    const second = await uploader(
      test.app,
      owner,
    )([
      ...recordFields('workOrder', invoiced.id),
      fileOf(Buffer.concat([tinyPdf, Buffer.from('%andra')]), 'rapport.pdf'),
    ]);
    expect(second.statusCode).toBe(201);
    const other = await createAccount(test.app);
    const strangerJob = (await as(test.app, other).post('/api/workorders', validWorkOrder)).json();
    await uploader(test.app, other)([...recordFields('workOrder', strangerJob.id), fileOf(tinyPdf, 'annan.pdf')]);

    const zip = await test.app.inject({
      method: 'GET',
      url: '/api/export/workshop',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(zip.statusCode).toBe(200);
    const entries = await unzip(zip.rawPayload);
    const expected: Record<string, string> = {
      [`filer/arbetsordrar/${invoiced.workOrderNumber}/IMG_0001.jpg`]: files.invoicedPhoto.id,
      [`filer/arbetsordrar/${invoiced.workOrderNumber}/rapport.pdf`]: files.invoicedReport.id,
      [`filer/arbetsordrar/${invoiced.workOrderNumber}/rapport (2).pdf`]: second.json().id,
      [`filer/arbetsordrar/${open.workOrderNumber}/IMG_0002.jpg`]: files.openPhoto.id,
      [`filer/maskiner/Valtra N175 VN4411/rapport.pdf`]: files.machineManual.id,
      [`filer/kunder/${customer.customerNumber}/gård.jpg`]: files.customerPhoto.id,
      [`filer/offerter/${quote.number}/skada.jpg`]: files.quotePhoto.id,
    };
    expect([...entries.keys()].filter((name) => name.startsWith('filer/')).sort()).toEqual(
      Object.keys(expected).sort(),
    );
    for (const [path, id] of Object.entries(expected)) {
      expect(entries.get(path)!.equals(await contentOf(api, id)), path).toBe(true);
    }
  });

  it('lists the files and signatures in the register extract, and erasure deletes the files but those of invoiced jobs', async () => {
    const { owner, api, customer, machine, invoiced, open, quote, files } = await customerWithFieldWork();
    const extract = (await api.get(`/api/customers/${customer.id}/extract`)).json();
    expect(extract.files.map((file: { name: string; record: string }) => [file.name, file.record]).sort()).toEqual(
      [
        ['IMG_0001.HEIC', `Arbetsorder ${invoiced.workOrderNumber}`],
        ['rapport.pdf', `Arbetsorder ${invoiced.workOrderNumber}`],
        ['IMG_0002.JPG', `Arbetsorder ${open.workOrderNumber}`],
        ['rapport.pdf', 'Maskin Valtra N175 VN4411'],
        ['gård.jpg', 'Kunden'],
        ['skada.jpg', `Offert ${quote.number}`],
      ].sort(),
    );
    expect(extract.files.find((file: { name: string }) => file.name === 'IMG_0002.JPG')).toMatchObject({
      bytes: files.openPhoto.bytes,
      size: `${Math.ceil(files.openPhoto.bytes / 1024)} kB`,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const signatures = (await api.get(`/api/workorders/${invoiced.id}/signature`)).json();
    expect(extract.signatures).toEqual([
      expect.objectContaining({
        workOrderNumber: invoiced.workOrderNumber,
        name: 'Lars Nilsson',
        at: signatures.at,
        contentHash: signatures.contentHash,
      }),
      expect.objectContaining({ workOrderNumber: open.workOrderNumber, name: 'Lars N' }),
    ]);
    const pdf = await test.app.inject({
      method: 'GET',
      url: `/api/customers/${customer.id}/extract`,
      headers: { authorization: `Bearer ${owner.token}`, accept: 'application/pdf' },
    });
    const text = (await pdfTextLines(pdf.rawPayload)).join('\n');
    for (const line of ['Bilder och filer (6)', 'IMG_0002.JPG', 'Signaturer (2)', signatures.contentHash.slice(0, 16)])
      expect(text).toContain(line);

    const shaOf = async (id: string) =>
      (await rowsOf<{ sha256: string }>(test.database.db, sql`select sha256 from files where id = ${id}`))[0]!.sha256;
    const gone = await Promise.all(
      [files.openPhoto, files.machineManual, files.customerPhoto, files.quotePhoto].map((file) => shaOf(file.id)),
    );
    const erased = await api.post(`/api/customers/${customer.id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().erasure.erased).toContainEqual({
      what: 'Bilder och filer på kunden, maskinerna, offerterna och arbetsordrar som inte fakturerats',
      count: 4,
    });
    expect(erased.json().erasure.kept).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ what: 'Bilder och filer på fakturerade arbetsordrar (2)' }),
        expect.objectContaining({
          what: 'Kundens signaturer på fakturerade arbetsordrar (1) med namn, tidpunkt och kontrollsumma',
        }),
      ]),
    );
    const listed = async (entity: string, id: string) =>
      ((await api.get(`/api/files?entity=${entity}&entityId=${id}`)).json() as Array<{ id: string }>).map(
        (file) => file.id,
      );
    expect(await listed('workOrder', invoiced.id)).toHaveLength(2);
    expect(await listed('workOrder', open.id)).toEqual([]);
    expect(await listed('machine', machine.id)).toEqual([]);
    expect(await listed('customer', customer.id)).toEqual([]);
    expect(await listed('quote', quote.id)).toEqual([]);
    expect((await api.get(`/api/files/${files.openPhoto.id}/content`)).statusCode).toBe(404);
    expect((await api.get(`/api/files/${files.invoicedPhoto.id}/content`)).statusCode).toBe(200);
    // The signature of invoiced work stays as it was given; the other loses the name and drawing.
    expect((await api.get(`/api/workorders/${invoiced.id}/signature`)).json()).toEqual(signatures);
    expect((await api.get(`/api/workorders/${invoiced.id}/signature/image`)).statusCode).toBe(200);
    expect(erased.json().erasure.erased).toContainEqual({
      what: 'Signaturer på arbetsordrar som inte fakturerats: namn och signatur',
      count: 1,
    });
    expect((await api.get(`/api/workorders/${open.id}/signature`)).json()).toMatchObject({ name: 'Borttagen kund' });
    const drawing = await api.get(`/api/workorders/${open.id}/signature/image`);
    expect([drawing.statusCode, drawing.json().message]).toEqual([
      404,
      'Signaturens bild är raderad: kunden har bett att bli glömd.',
    ]);
    // Even an erasure's transaction changes nothing else of a signature: its hash and time stay.
    const failure = (await test.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('verkstan.erasing_signatures', 'on', true)`);
        await tx.execute(sql`update work_order_signatures set content_hash = 'x' where work_order_id = ${open.id}`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      )) as (Error & { cause?: Error }) | null;
    expect(failure?.cause?.message ?? failure?.message).toMatch(/En signatur ändras aldrig/);
    // Nothing of the erased files' bytes is left where they were kept.
    const workshop = (
      await rowsOf<{ id: string }>(
        test.database.db,
        sql`select organisation_id as id from files where id = ${files.invoicedPhoto.id}`,
      )
    )[0]!.id;
    if (driver === 'pglite') {
      const kept = readdirSync(join(filesDir, workshop));
      for (const sha256 of gone) {
        expect(kept).not.toContain(sha256);
        expect(existsSync(join(filesDir, workshop, `${sha256}.thumb`))).toBe(false);
      }
      expect(kept).toContain(await shaOf(files.invoicedPhoto.id));
    } else {
      const keys = gone.flatMap((sha256) => [sha256, `${sha256}.thumb`]);
      const left = await rowsOf<{ n: number }>(
        test.database.db,
        sql`select ((select count(*) from file_blobs where organisation_id = ${workshop} and sha256 in (${sql.join(
          gone.map((sha256) => sql`${sha256}`),
          sql`, `,
        )})) + (select count(*) from file_chunks where organisation_id = ${workshop} and key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})))::int as n`,
      );
      expect(left[0]!.n).toBe(0);
    }
  });
});
