import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '../canonical-json';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import {
  as,
  createAccount,
  uniqueCompany,
  useTestApp,
  validInvoice,
  validWorkOrder,
  type Account,
} from '../test/harness';
import { pngOf } from '../test/images';
import { pdfTextLines } from '../test/pdf-text';
import { addMember } from '../test/team';

// The customer's signature on a work order (FIELD.md decision 5, docs/decisions/057).

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

describe.each(drivers)('the customer’s signature on %s', (driver) => {
  const test = useTestApp(driver);
  let owner: Account;
  let mechanic: Account;
  let png: Buffer;
  beforeAll(async () => {
    owner = await createAccount(test.app);
    mechanic = await addMember(test.app, owner, 'mechanic');
    png = await pngOf(300, 120);
  });
  const finishedJob = async () =>
    (
      await as(test.app, owner).post('/api/workorders', {
        ...validWorkOrder,
        status: 'Klar',
        todoList: [{ text: 'Tryckprova', done: true }],
        materials: [{ name: 'Hydraulslang', quantity: 2 }],
      })
    ).json();

  it('is collected by the mechanic, shown on the job, its image kept byte for byte and its content hashed', async () => {
    const job = await finishedJob();
    const before = (await as(test.app, owner).get(`/api/workorders/${job.id}`)).json();
    expect(before.signature).toBeNull();

    const signed = await as(test.app, mechanic).post(`/api/workorders/${job.id}/signature`, {
      name: '  Karin Berg ',
      image: dataUrl(png),
    });
    expect(signed.statusCode).toBe(201);
    const signature = signed.json();
    expect(signature).toEqual({
      id: expect.any(String),
      workOrderId: job.id,
      name: 'Karin Berg',
      at: '2026-06-15T10:00:00.000Z',
      collectedBy: mechanic.userId,
      collectedByName: expect.any(String),
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    expect((await as(test.app, owner).get(`/api/workorders/${job.id}`)).json().signature).toEqual(signature);
    expect((await as(test.app, owner).get(`/api/workorders/${job.id}/signature`)).json()).toEqual(signature);
    const image = await as(test.app, owner).get(`/api/workorders/${job.id}/signature/image`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);

    // The kept content is what was signed for, and the hash is its canonical SHA-256.
    const [kept] = await rowsOf<{ content: string }>(
      test.database.db,
      sql`select content from work_order_signatures where id = ${signature.id}`,
    );
    const content = JSON.parse(kept!.content);
    expect(content).toMatchObject({
      workOrder: { id: job.id, workOrderNumber: job.workOrderNumber, status: 'Klar' },
      checklist: [{ text: 'Tryckprova', done: true }],
      materials: [expect.objectContaining({ name: 'Hydraulslang', quantity: 2 })],
      time: [],
    });
    expect(contentHash(content)).toBe(signature.contentHash);

    const trail = (await as(test.app, owner).get(`/api/audit?entity=workOrder&id=${job.id}`)).json();
    expect(trail.at(-1)).toMatchObject({ action: 'signed' });
  });

  it('is signed once: a second answers 409 in Swedish, and the signed job cannot be deleted', async () => {
    const job = await finishedJob();
    const body = { name: 'Karin Berg', image: dataUrl(png) };
    const [first, second] = await Promise.all([
      as(test.app, mechanic).post(`/api/workorders/${job.id}/signature`, body),
      as(test.app, owner).post(`/api/workorders/${job.id}/signature`, { ...body, name: 'Någon annan' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({
      code: 'work_order.signature_exists',
      message: 'Arbetsordern är redan signerad av kunden. En signatur kan inte ändras.',
    });
    const deleted = await as(test.app, owner).delete(`/api/workorders/${job.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe('Arbetsordern är signerad av kunden och kan inte tas bort.');
  });

  it('refuses a missing name, an image that is not a PNG or too large, a time out of bounds, in Swedish', async () => {
    const job = await finishedJob();
    const post = (body: unknown) => as(test.app, mechanic).post(`/api/workorders/${job.id}/signature`, body);
    const cases: Array<[unknown, string]> = [
      [{ name: ' ', image: dataUrl(png) }, 'Skriv kundens namn i klartext.'],
      [{ name: 'Karin', image: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` }, 'PNG'],
      [{ name: 'Karin', image: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'PNG'],
      [{ name: 'Karin', image: dataUrl(Buffer.concat([png, Buffer.alloc(210 * 1024)])) }, 'PNG'],
      [{ name: 'Karin', image: dataUrl(png), at: '2026-06-15T10:30:00Z' }, 'framtiden'],
      [{ name: 'Karin', image: dataUrl(png), at: '2026-06-01T10:00:00Z' }, '7 dagar'],
    ];
    for (const [body, words] of cases) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(words);
    }
    expect((await as(test.app, owner).get(`/api/workorders/${job.id}/signature`)).statusCode).toBe(404);
    // A device's time within bounds is the signature's.
    const signed = await post({ name: 'Karin', image: dataUrl(png), at: '2026-06-14T16:05:00+02:00' });
    expect(signed.json().at).toBe('2026-06-14T14:05:00.000Z');
  });

  it('is another workshop’s: 404 by any of its URLs', async () => {
    const job = await finishedJob();
    await as(test.app, mechanic).post(`/api/workorders/${job.id}/signature`, { name: 'Karin', image: dataUrl(png) });
    const stranger = await createAccount(test.app);
    for (const url of ['', '/image'])
      expect((await as(test.app, stranger).get(`/api/workorders/${job.id}/signature${url}`)).statusCode).toBe(404);
    const post = await as(test.app, stranger).post(`/api/workorders/${job.id}/signature`, {
      name: 'Karin',
      image: dataUrl(png),
    });
    expect(post.statusCode).toBe(404);
  });

  it('is append-only even for SQL run by the app’s own role', async () => {
    const job = await finishedJob();
    const signature = (
      await as(test.app, mechanic).post(`/api/workorders/${job.id}/signature`, { name: 'Karin', image: dataUrl(png) })
    ).json();
    const db = test.database.db;
    for (const statement of [
      sql`update work_order_signatures set name = 'Någon annan' where id = ${signature.id}`,
      sql`update work_order_signatures set content_hash = 'x' where id = ${signature.id}`,
      sql`delete from work_order_signatures where id = ${signature.id}`,
      sql`truncate work_order_signatures`,
    ]) {
      const failure = (await db.execute(statement).then(
        () => null,
        (error: unknown) => error,
      )) as (Error & { cause?: Error }) | null;
      expect(failure?.cause?.message ?? failure?.message).toMatch(/En signatur ändras aldrig/);
    }
    const kept = await rowsOf<{ name: string }>(
      db,
      sql`select name from work_order_signatures where id = ${signature.id}`,
    );
    expect(kept).toEqual([{ name: 'Karin' }]);
  });

  it('prints "Arbetet godkänt av {name} {date}" on the invoice PDF when the workshop turns it on', async () => {
    const company = await as(test.app, owner).put('/api/company', uniqueCompany());
    expect(company.json().showSignatureOnInvoice).toBe(false);
    const job = await finishedJob();
    await as(test.app, mechanic).post(`/api/workorders/${job.id}/signature`, {
      name: 'Karin Berg',
      image: dataUrl(png),
      at: '2026-06-14T23:30:00Z',
    });
    const invoice = (await as(test.app, owner).post('/api/invoice', validInvoice(job.id))).json();
    const pdfText = async () =>
      (await pdfTextLines((await as(test.app, owner).get(`/api/invoice/${invoice.id}/pdf`)).rawPayload)).join('\n');
    expect(await pdfText()).not.toContain('Arbetet godkänt');

    const turnedOn = await as(test.app, owner).put('/api/company', {
      ...uniqueCompany(),
      showSignatureOnInvoice: true,
    });
    expect(turnedOn.json().showSignatureOnInvoice).toBe(true);
    // 23:30 UTC is the next day in Sweden.
    expect(await pdfText()).toContain('Arbetet godkänt av Karin Berg 2026-06-15');
    // Left out of a later save, the choice stays.
    const saved = await as(test.app, owner).put('/api/company', uniqueCompany());
    expect(saved.json().showSignatureOnInvoice).toBe(true);
  });
});
