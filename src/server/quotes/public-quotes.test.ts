import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { as, createAccount, uniqueCompany, useTestApp, type Account } from '../test/harness';
import { pdfTextLines } from '../test/pdf-text';
import { mailsIn } from '../test/team';
import { consumerWithMachine, quoteBody } from './test-data';

/** A 1×1 PNG, as a canvas would give it. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe.each(drivers)('a quote on the customer’s link on %s', (driver) => {
  let now = new Date('2026-06-15T10:00:00Z');
  const test = useTestApp(driver, {}, { clock: () => now });
  const visit = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: { 'user-agent': 'Mobil Safari' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function sentQuote(owner: Account, name = 'Karin Berg') {
    const api = as(test.app, owner);
    await api.put('/api/company', uniqueCompany());
    const { customer, machine } = await consumerWithMachine(test.app, owner, name);
    const quote = (await api.post('/api/quotes', quoteBody(customer.id, { machineId: machine.id }))).json();
    const before = new Set((await mailsIn(test.mailOutboxDir)).map((mail) => mail.file));
    const sent = await api.post(`/api/quotes/${quote.id}/send`, { message: 'Hör av dig vid frågor.' });
    expect(sent.statusCode).toBe(200);
    await test.app.mailSender.deliverDue();
    // Every workshop's first quote is number 1: the mail is the one this send wrote.
    const mail = (await mailsIn(test.mailOutboxDir)).find((candidate) => !before.has(candidate.file))!;
    const link = /https?:\/\/[^\s"<]+\/q\/([A-Za-z0-9_-]{43})/.exec(mail.text)!;
    return { api, quote: sent.json(), customer, mail, link: link[0], token: link[1]! };
  }

  it('mails the PDF and the link, keeps the link at a new send, and stores only the token’s SHA-256', async () => {
    const owner = await createAccount(test.app);
    const { api, quote, mail, token } = await sentQuote(owner);
    expect(quote).toMatchObject({ status: 'sent' });
    expect(mail.attachments[0]).toMatchObject({
      filename: `offert-${quote.number}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = (await pdfTextLines(mail.attachments[0]!.content)).join('\n');
    expect(pdf).toContain('OFFERT');
    expect(pdf).toContain('konsumenttjänstlagen 36 §');
    expect(mail.text).toContain('Hör av dig vid frågor.');
    const stored = await rowsOf(test.database.db, sql`select * from quotes where id = ${quote.id}`);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).toContain(createHash('sha256').update(token).digest('hex'));
    await api.post(`/api/quotes/${quote.id}/send`, { to: ['annan@berg.se'] });
    await test.app.mailSender.deliverDue();
    const again = (await mailsIn(test.mailOutboxDir)).find((candidate) => candidate.to === 'annan@berg.se')!;
    expect(again.text).toContain(`/q/${token}`);
  });

  it('shows the quote, marks it viewed once, takes an acceptance with evidence, and answers once', async () => {
    const owner = await createAccount(test.app);
    const { api, quote, token } = await sentQuote(owner);
    const opened = await visit('GET', `/api/public/quotes/${token}`);
    expect(opened.statusCode).toBe(200);
    const page = opened.json();
    expect(page).toMatchObject({
      number: quote.number,
      status: 'viewed',
      customerName: 'Karin Berg',
      priceType: 'approximate',
      total: 11625,
      machine: 'Valtra N175 (VKARINBERG)',
      workshop: { name: 'Svenssons Maskinservice AB', phone: '0413-123 45' },
    });
    expect(page.priceTypeText).toContain('konsumenttjänstlagen 36 §');
    expect(page).not.toHaveProperty('id');
    expect(page).not.toHaveProperty('customerId');
    expect(page.items[0]).not.toHaveProperty('partId');
    const viewedAt = page.viewedAt;
    now = new Date('2026-06-15T11:00:00Z');
    expect((await visit('GET', `/api/public/quotes/${token}`)).json().viewedAt).toBe(viewedAt);

    const optional = page.items.find((item: { optional: boolean }) => item.optional);
    const tooBig = `data:image/png;base64,${Buffer.alloc(210 * 1024).toString('base64')}`;
    const notPng = `data:image/png;base64,${Buffer.from('GIF89a not a png at all, really').toString('base64')}`;
    for (const signature of [tooBig, notPng]) {
      const refused = await visit('POST', `/api/public/quotes/${token}/accept`, { name: 'Karin Berg', signature });
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status: 400,
        message: 'Signaturen måste vara en PNG-bild på högst 200 kB.',
      });
    }
    expect((await visit('POST', `/api/public/quotes/${token}/accept`, { name: ' ' })).json().message).toBe(
      'Skriv ditt namn.',
    );
    const accepted = await visit('POST', `/api/public/quotes/${token}/accept`, {
      name: 'Karin Berg',
      signature: PNG,
      itemIds: [optional.id],
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      channel: 'link',
      name: 'Karin Berg',
      itemIds: [optional.id],
      acceptedTotal: 12000,
      signed: true,
      userAgent: 'Mobil Safari',
      recordedBy: null,
    });
    expect(accepted.json().ip).toBeTruthy();
    const second = await visit('POST', `/api/public/quotes/${token}/decline`, {});
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^Offerten är redan godkänd \(/);
    const staff = (await api.get(`/api/quotes/${quote.id}`)).json();
    expect(staff).toMatchObject({ status: 'accepted', acceptedTotal: 12000 });
    const trail = (await api.get(`/api/audit?entity=quote&id=${quote.id}`)).json();
    expect(trail.at(-1)).toMatchObject({ action: 'accepted', userName: 'Karin Berg (kund)' });
    const pdf = await visit('GET', `/api/public/quotes/${token}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`offert-${quote.number}.pdf`);
  });

  it('tells a withdrawn, superseded and expired link apart in Swedish; unknown and wrong alike 404', async () => {
    const owner = await createAccount(test.app);
    const { api, quote, customer, token } = await sentQuote(owner);
    const changed = await api.put(`/api/quotes/${quote.id}`, quoteBody(customer.id, { terms: 'Ny version' }));
    expect(changed.json()).toMatchObject({ version: 2 });
    const superseded = await visit('GET', `/api/public/quotes/${token}`);
    expect({ status: superseded.statusCode, body: superseded.json() }).toEqual({
      status: 410,
      body: {
        code: 'quote.link_superseded',
        message: 'Det finns en nyare version av offerten. Öppna den senaste länken från verkstaden.',
      },
    });
    await api.post(`/api/quotes/${quote.id}/send`, {});
    expect((await visit('GET', `/api/public/quotes/${token}`)).json()).toMatchObject({
      version: 2,
      terms: 'Ny version',
    });
    now = new Date('2026-07-16T10:00:00Z');
    const expired = await visit('GET', `/api/public/quotes/${token}`);
    expect({ status: expired.statusCode, message: expired.json().message }).toEqual({
      status: 410,
      message: 'Offerten har gått ut. Kontakta verkstaden om du vill ha en ny.',
    });
    now = new Date('2026-06-15T12:00:00Z');
    await api.post(`/api/quotes/${quote.id}/withdraw`);
    const withdrawn = await visit('POST', `/api/public/quotes/${token}/accept`, { name: 'Karin Berg' });
    expect({ status: withdrawn.statusCode, message: withdrawn.json().message }).toEqual({
      status: 410,
      message: 'Verkstaden har återkallat offerten.',
    });
    const unknown = await visit('GET', `/api/public/quotes/${'A'.repeat(43)}`);
    const malformed = await visit('GET', '/api/public/quotes/inte-en-token');
    expect(unknown.json()).toEqual(malformed.json());
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { code: 'quote.link_unknown', message: 'Länken är okänd eller har gått ut.' },
    });
  });

  it('shows nothing of another customer or workshop', async () => {
    const owner = await createAccount(test.app);
    const { quote, token } = await sentQuote(owner);
    const other = await createAccount(test.app, { companyName: 'Grannens Traktorservice' });
    const theirs = await sentQuote(other, 'Olle Ek');
    const page = await visit('GET', `/api/public/quotes/${token}`);
    const text = page.body;
    expect(text).not.toContain('Olle Ek');
    expect(text).not.toContain(theirs.quote.id);
    expect(text).not.toContain(theirs.customer.id);
    expect(text).not.toContain(quote.customerId);
    expect(text).not.toContain(quote.id);
    // Their link opens their quote only; answering one answers nothing of the other.
    await visit('POST', `/api/public/quotes/${theirs.token}/decline`, { reason: 'För dyrt' });
    expect((await visit('GET', `/api/public/quotes/${token}`)).json().status).toBe('viewed');
  });
});

describe.each(drivers)('the customer’s link throttled on %s', (driver) => {
  const test = useTestApp(driver, { loginMaxPerMinute: 1 });

  it('answers 429 in Swedish past the limit per address', async () => {
    const statuses: number[] = [];
    let last = null as null | { message: string };
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await test.app.inject({ method: 'GET', url: `/api/public/quotes/${'B'.repeat(43)}` });
      statuses.push(response.statusCode);
      last = response.json();
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    expect(last).toEqual({
      code: 'quote.too_many_requests',
      message: 'För många försök. Vänta en stund och försök igen.',
    });
  });
});
