import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, uniqueCompany, useTestApp, validWorkOrder, type Account } from '../test/harness';
import { phonePhoto, pngOf, tinyPdf } from '../test/images';
import { fileOf, recordFields, uploader } from '../test/multipart';

// The photos, PDFs and signature the customer's page shows (QUOTES.md decision 9; FIELD.md decisions
// 1, 3 and 5; docs/decisions/063): only what staff marked for the customer, only the customer's own.

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe.each(drivers)('files and the signature on the customer’s page on %s', (driver) => {
  const now = new Date('2026-06-15T10:00:00Z');
  const test = useTestApp(driver, {}, { clock: () => now });
  const visit = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });
  const tokenOf = (link: string) => /\/k\/([A-Za-z0-9_-]{43})$/.exec(link)![1]!;

  /** A customer with a job in progress and a file on it, marked for the customer or not. */
  async function customerWithJob(owner: Account, name: string) {
    const api = as(test.app, owner);
    const customer = (await api.post('/api/customers', { name })).json();
    const job = (
      await api.post('/api/workorders', { ...validWorkOrder, customerId: customer.id, title: `Bomcylinder ${name}` })
    ).json();
    return { api, customer, job };
  }
  const upload = async (owner: Account, jobId: string, file: ReturnType<typeof fileOf>, visible: boolean) => {
    const answer = await uploader(
      test.app,
      owner,
    )([
      ...recordFields('workOrder', jobId),
      { name: 'caption', value: visible ? 'Sprucken slang' : 'Intern bild' },
      { name: 'customerVisible', value: String(visible) },
      file,
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: string; name: string };
  };

  let owner: Account;
  let token: string;
  let shown: { id: string };
  let hidden: { id: string };
  let document: { id: string };
  let neighbours: { id: string };
  let strangers: { id: string };
  let onMachine: { id: string };
  let base: string;
  let karin: { customerId: string; jobId: string };
  beforeAll(async () => {
    owner = await createAccount(test.app);
    await as(test.app, owner).put('/api/company', uniqueCompany());
    const mine = await customerWithJob(owner, 'Karin Berg');
    karin = { customerId: mine.customer.id, jobId: mine.job.id };
    shown = await upload(owner, mine.job.id, fileOf(await phonePhoto('#884422'), 'slang.jpg'), true);
    hidden = await upload(owner, mine.job.id, fileOf(await phonePhoto('#224488'), 'intern.jpg'), false);
    document = await upload(owner, mine.job.id, fileOf(tinyPdf, 'protokoll.pdf', 'application/pdf'), true);
    const signed = await mine.api.post(`/api/workorders/${mine.job.id}/signature`, {
      name: 'Karin Berg',
      image: dataUrl(await pngOf(300, 120)),
    });
    expect(signed.statusCode).toBe(201);
    const machine = (
      await mine.api.post('/api/machines', { customerId: mine.customer.id, category: 'Traktor', make: 'Valtra' })
    ).json();
    const machinePhoto = await uploader(
      test.app,
      owner,
    )([
      ...recordFields('machine', machine.id),
      { name: 'customerVisible', value: 'true' },
      fileOf(await phonePhoto('#ffffff'), 'maskin.jpg'),
    ]);
    onMachine = machinePhoto.json();

    const neighbour = await customerWithJob(owner, 'Olle Grann');
    neighbours = await upload(owner, neighbour.job.id, fileOf(await phonePhoto('#448822'), 'olle.jpg'), true);
    const stranger = await createAccount(test.app);
    const strangersJob = await customerWithJob(stranger, 'Eva Annan');
    strangers = await upload(stranger, strangersJob.job.id, fileOf(await phonePhoto('#884422'), 'eva.jpg'), true);

    token = tokenOf((await mine.api.post(`/api/customers/${mine.customer.id}/portal-link`)).json().link);
    base = `/api/public/portal/${token}/files`;
  }, 120_000);

  it('lists the photo and the PDF marked for the customer and who signed, never the hidden photo', async () => {
    const page = await visit(`/api/public/portal/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().workOrders).toEqual([
      expect.objectContaining({
        title: 'Bomcylinder Karin Berg',
        photos: [{ id: shown.id, name: 'slang.jpg', caption: 'Sprucken slang' }],
        documents: [{ id: document.id, name: 'protokoll.pdf', caption: 'Sprucken slang' }],
        signature: { name: 'Karin Berg', at: '2026-06-15T10:00:00.000Z' },
      }),
    ]);
    for (const secret of [hidden.id, 'intern.jpg', 'Intern bild', neighbours.id, strangers.id, 'image_png'])
      expect(page.body).not.toContain(secret);
  });

  it('streams a marked photo’s thumbnail and bytes with an ETag, privately, not for search engines', async () => {
    const thumbnail = await visit(`${base}/${shown.id}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toMatch(/^image\/(jpeg|webp)$/);
    expect(thumbnail.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(thumbnail.headers['x-robots-tag']).toBe('noindex');
    expect(thumbnail.rawPayload.length).toBeGreaterThan(100);
    const again = await visit(`${base}/${shown.id}/thumbnail`, { 'if-none-match': thumbnail.headers.etag as string });
    expect(again.statusCode).toBe(304);

    const content = await visit(`${base}/${shown.id}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.headers.etag).not.toBe(thumbnail.headers.etag);
    const part = await visit(`${base}/${shown.id}/content`, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(content.rawPayload.subarray(0, 10));

    const pdf = await visit(`${base}/${document.id}/content`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload).toEqual(tinyPdf);
    expect((await visit(`${base}/${document.id}/thumbnail`)).statusCode).toBe(404);
  });

  it('answers 404 alike for a hidden file, another customer’s, another workshop’s, a machine’s, a malformed id', async () => {
    const missing = (await visit(`${base}/00000000-0000-4000-8000-000000000000/content`)).json();
    expect(missing).toEqual({ code: 'file.not_found', message: 'Filen finns inte.' });
    for (const id of [hidden.id, neighbours.id, strangers.id, onMachine.id, 'inte-ett-id', '../../etc/passwd'])
      for (const kind of ['content', 'thumbnail']) {
        const answer = await visit(`${base}/${encodeURIComponent(id)}/${kind}`);
        expect({ id, kind, status: answer.statusCode, body: answer.json() }).toEqual({
          id,
          kind,
          status: 404,
          body: missing,
        });
      }
  });

  it('stops showing a file the office hides again, and every file once the link is revoked', async () => {
    const api = as(test.app, owner);
    const second = await upload(owner, karin.jobId, fileOf(await phonePhoto('#123456'), 'ny.jpg'), true);
    expect((await visit(`${base}/${second.id}/thumbnail`)).statusCode).toBe(200);
    expect((await api.put(`/api/files/${second.id}`, { customerVisible: false })).statusCode).toBe(200);
    expect((await visit(`${base}/${second.id}/thumbnail`)).statusCode).toBe(404);
    expect(JSON.stringify((await visit(`/api/public/portal/${token}`)).json())).not.toContain(second.id);

    expect((await api.delete(`/api/customers/${karin.customerId}/portal-link`)).statusCode).toBe(204);
    const revoked = await visit(`${base}/${shown.id}/thumbnail`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().code).toBe('portal.not_found');
  });
});
