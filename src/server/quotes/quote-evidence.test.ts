import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { as, createAccount, createTestApp, uniqueCompany, type TestApp } from '../test/harness';
import { pdfTextLines } from '../test/pdf-text';
import { SmsStub } from '../test/sms-stub';
import { quoteBody } from './test-data';

/** A 1×1 PNG, as a canvas would give it. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe.each(drivers)('a quote’s approval PDF and its SMS on %s', (driver) => {
  const stub = new SmsStub();
  let test: TestApp;
  beforeAll(async () => {
    await stub.start();
    test = await createTestApp(driver, { smsUrl: stub.url(), smsFrom: 'Svenssons' });
  }, 180_000);
  afterAll(async () => {
    await test.close();
    await stub.close();
  });

  async function quoteFor(phone: string | null) {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    await api.put('/api/company', uniqueCompany());
    const customer = (await api.post('/api/customers', { name: 'Karin Berg', email: 'karin@berg.se', phone })).json();
    const quote = (await api.post('/api/quotes', quoteBody(customer.id))).json();
    return { owner, api, quote };
  }
  const outbox = (quoteOwner: string) =>
    rowsOf<{ channel: string; recipient: string; text: string }>(
      test.database.db,
      sql`select channel, recipient, text from mail_outbox
          where organisation_id = (select organisation_id from users where id = ${quoteOwner}) order by created_at`,
    );

  it('sends an SMS with the link to the customer’s mobile in E.164, beside the e-mail', async () => {
    const { owner, api, quote } = await quoteFor('070-123 45 67');
    const sent = await api.post(`/api/quotes/${quote.id}/send`, { sms: true });
    expect(sent.statusCode).toBe(200);
    const rows = await outbox(owner.userId);
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(rows.find((row) => row.channel === 'sms')!.recipient).toBe('+46701234567');
    // Read as the SMS service got it: the sender may already have sent it and cleared the row's text.
    await test.app.mailSender.deliverDue();
    const [sms] = stub.requests.filter((request) => request.fields.to === '+46701234567');
    expect(sms!.fields.message).toMatch(
      /^Svenssons Maskinservice.*: Här är offert \d+\. Se och svara: http\S+\/q\/[\w-]{43}$/,
    );
  });

  it('refuses an SMS to a customer without a mobile number in Swedish, and sends nothing at all', async () => {
    for (const phone of [null, '08-123 456 78']) {
      const { owner, api, quote } = await quoteFor(phone);
      const refused = await api.post(`/api/quotes/${quote.id}/send`, { sms: true });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'quote.sms_no_mobile',
        errors: [expect.objectContaining({ field: 'sms' })],
      });
      expect(refused.json().message).toContain('mobilnummer');
      expect(await outbox(owner.userId)).toEqual([]);
      expect((await api.get(`/api/quotes/${quote.id}`)).json().status).toBe('draft');
    }
  });

  it('prints the approval’s evidence as godkannande-{number}.pdf', async () => {
    const { api, quote } = await quoteFor(null);
    await api.post(`/api/quotes/${quote.id}/send`, {});
    const [mail] = await rowsOf<{ text: string }>(
      test.database.db,
      sql`select text from mail_outbox where channel = 'email' and text like ${`%offert ${quote.number} från%`} order by created_at desc limit 1`,
    );
    const token = /\/q\/([\w-]{43})/.exec(mail!.text)![1]!;
    expect((await api.get(`/api/quotes/${quote.id}/approval/pdf`)).statusCode).toBe(404);
    const optional = quote.items.find((item: { optional: boolean }) => item.optional).id;
    const accepted = await test.app.inject({
      method: 'POST',
      url: `/api/public/quotes/${token}/accept`,
      headers: { 'user-agent': 'Mobil Safari' },
      payload: { name: 'Karin Berg', signature: PNG, itemIds: [optional] },
    });
    expect(accepted.statusCode).toBe(201);
    const pdf = await api.get(`/api/quotes/${quote.id}/approval/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`godkannande-${quote.number}.pdf`);
    const lines = (await pdfTextLines(pdf.rawPayload)).join('\n');
    for (const expected of [
      'GODKÄNNANDE',
      'Byte av kopplingslamell',
      'Byte av oljefilter (Tillval)',
      'Valda tillval',
      'Karin Berg',
      'Kundens länk',
      'Mobil Safari',
      accepted.json().contentHash.slice(0, 32),
      accepted.json().contentHash.slice(32),
    ])
      expect(lines).toContain(expected);
    expect(lines).not.toContain('Ingen ritad signatur');
  });
});
