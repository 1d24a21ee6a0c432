import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
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
import { pdfTextLines } from '../test/pdf-text';
import { pngOf } from '../test/images';

// The customer's signature is append-only even for SQL run with the app's own role (migrations 0049
// and 0058): the one change ever let through is the erasure's of a job never invoiced, which clears the
// drawing once, with the name and signed content, under verkstan.erasing_signatures (docs/decisions/065).

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

interface Kept {
  name: string;
  image: string | null;
  content: string;
  contentHash: string;
}

/** What the statement did: null when it went through, else the database's refusal. */
async function outcome(db: Database, statements: SQL[], erasing: boolean): Promise<string | null> {
  const failure = (await db
    .transaction(async (tx) => {
      if (erasing) await tx.execute(sql`select set_config('verkstan.erasing_signatures', 'on', true)`);
      for (const statement of statements) await tx.execute(statement);
    })
    .then(
      () => null,
      (error: unknown) => error,
    )) as (Error & { cause?: Error }) | null;
  return failure === null ? null : (failure.cause?.message ?? failure.message);
}

describe.each(drivers)('the customer’s signature, append-only, on %s', (driver) => {
  const test = useTestApp(driver);
  let owner: Account;
  let png: Buffer;
  beforeAll(async () => {
    owner = await createAccount(test.app);
    png = await pngOf(300, 120);
  });
  const signedJob = async () => {
    const job = (await as(test.app, owner).post('/api/workorders', { ...validWorkOrder, status: 'Klar' })).json();
    const signed = await as(test.app, owner).post(`/api/workorders/${job.id}/signature`, {
      name: 'Karin Berg',
      image: dataUrl(png),
    });
    expect(signed.statusCode, signed.body).toBe(201);
    return { jobId: job.id as string, signatureId: signed.json().id as string };
  };
  const keptOf = async (id: string) =>
    (
      await rowsOf<Kept>(
        test.database.db,
        sql`select name, image_png_base64 as image, content, content_hash as "contentHash"
          from work_order_signatures where id = ${id}`,
      )
    )[0]!;
  const erase = (id: string, set: SQL = sql`name = 'Borttagen kund', image_png_base64 = null, content = '{}'`) =>
    sql`update work_order_signatures set ${set} where id = ${id}`;

  it('refuses every change, delete and truncate without the erasure’s setting', async () => {
    const { signatureId } = await signedJob();
    const before = await keptOf(signatureId);
    for (const statement of [
      erase(signatureId),
      sql`update work_order_signatures set name = 'Någon annan' where id = ${signatureId}`,
      sql`update work_order_signatures set image_png_base64 = null where id = ${signatureId}`,
      sql`delete from work_order_signatures where id = ${signatureId}`,
      sql`truncate work_order_signatures`,
    ])
      expect(await outcome(test.database.db, [statement], false)).toMatch(/En signatur ändras aldrig/);
    expect(await keptOf(signatureId)).toEqual(before);
  });

  it('with the setting, lets through only clearing the drawing of a job never invoiced, and only once', async () => {
    const { signatureId } = await signedJob();
    const before = await keptOf(signatureId);
    const db = test.database.db;
    for (const statement of [
      // The name alone, the drawing kept: not an erasure.
      sql`update work_order_signatures set name = 'Någon annan' where id = ${signatureId}`,
      // The evidence's own columns never change, not even beside the erasure's.
      erase(signatureId, sql`image_png_base64 = null, content_hash = 'x'`),
      erase(signatureId, sql`image_png_base64 = null, at = now()`),
      erase(signatureId, sql`image_png_base64 = null, work_order_id = gen_random_uuid()`),
      erase(signatureId, sql`image_png_base64 = null, created_at = now()`),
      sql`delete from work_order_signatures where id = ${signatureId}`,
      sql`truncate work_order_signatures`,
    ])
      expect(await outcome(db, [statement], true)).toMatch(/En signatur ändras aldrig/);
    expect(await keptOf(signatureId)).toEqual(before);

    expect(await outcome(db, [erase(signatureId)], true)).toBeNull();
    expect(await keptOf(signatureId)).toEqual({
      name: 'Borttagen kund',
      image: null,
      content: '{}',
      contentHash: before.contentHash,
    });
    // Once erased, never changed again: not the name, not back to a drawing.
    for (const set of [sql`name = 'Karin Berg'`, sql`image_png_base64 = ${dataUrl(png)}`])
      expect(await outcome(db, [erase(signatureId, set)], true)).toMatch(/En signatur ändras aldrig/);
    // The setting is the transaction's own: the next one is refused as ever.
    expect(await outcome(db, [erase(signatureId, sql`name = 'x'`)], false)).toMatch(/En signatur ändras aldrig/);
  });

  it('keeps the signature of an invoiced job whole, even under the setting', async () => {
    const { jobId, signatureId } = await signedJob();
    await as(test.app, owner).put('/api/company', uniqueCompany());
    const invoice = await as(test.app, owner).post('/api/invoice', validInvoice(jobId));
    expect(invoice.statusCode, invoice.body).toBe(201);
    const before = await keptOf(signatureId);
    expect(await outcome(test.database.db, [erase(signatureId)], true)).toMatch(/En signatur ändras aldrig/);
    expect(await keptOf(signatureId)).toEqual(before);
  });

  it('prints no approval on a later invoice of a job whose signature an erasure cleared', async () => {
    const { jobId, signatureId } = await signedJob();
    expect(await outcome(test.database.db, [erase(signatureId)], true)).toBeNull();
    await as(test.app, owner).put('/api/company', { ...uniqueCompany(), showSignatureOnInvoice: true });
    const invoice = await as(test.app, owner).post('/api/invoice', validInvoice(jobId));
    expect(invoice.statusCode, invoice.body).toBe(201);
    const pdf = await as(test.app, owner).get(`/api/invoice/${invoice.json().id}/pdf`);
    const text = (await pdfTextLines(pdf.rawPayload)).join('\n');
    expect(text).toContain(invoice.json().invoiceNumber);
    expect(text).not.toContain('Arbetet godkänt');
  });
});
