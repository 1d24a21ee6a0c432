import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, uniqueCompany, useTestApp, validWorkOrder, type Account } from '../test/harness';

// The customer's page is kept in memory like a list page (docs/decisions/077): a second read costs no
// query, yet every change of the workshop shows at once, a closed link closes at once, each customer
// keeps their own page, and a booking that has ended leaves the page when its quarter hour is over.

describe.each(drivers)('the customer’s page kept until a change, on %s', (driver) => {
  let now = new Date('2026-06-15T10:05:00.000Z');
  const test = useTestApp(driver, {}, { clock: () => now });
  const visit = (token: string) => test.app.inject({ method: 'GET', url: `/api/public/portal/${token}` });
  const titles = (page: { json(): { workOrders: Array<{ title: string }> } }) =>
    page.json().workOrders.map((job) => job.title);

  async function customerWithLink(owner: Account, name: string) {
    const api = as(test.app, owner);
    const customer = (await api.post('/api/customers', { name, email: 'kund@exempel.se' })).json();
    const link: string = (await api.post(`/api/customers/${customer.id}/portal-link`)).json().link;
    const job = (body: object) => api.post('/api/workorders', { ...validWorkOrder, customerId: customer.id, ...body });
    return { api, customer, token: link.split('/').at(-1)!, job };
  }

  it('answers a second read from memory and shows the office’s next change at once', async () => {
    now = new Date('2026-06-15T10:05:00.000Z');
    const owner = await createAccount(test.app);
    await as(test.app, owner).put('/api/company', uniqueCompany());
    const karin = await customerWithLink(owner, 'Karin Berg');
    await karin.job({ title: 'Koppling', status: 'Pågående' });

    const first = await visit(karin.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['server-timing']).toBe('cache;desc=database');
    const again = await visit(karin.token);
    expect(again.headers['server-timing']).toBe('cache;desc=memory');
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.json()).toEqual(first.json());

    // Another customer of the same workshop has a page of their own.
    const olle = await customerWithLink(owner, 'Olle Ek');
    await olle.job({ title: 'Hydraulslang', status: 'Pågående' });
    expect(titles(await visit(olle.token))).toEqual(['Hydraulslang']);
    expect(titles(await visit(karin.token))).toEqual(['Koppling']);

    // The office's write drops the kept page: the new job is on the next read.
    await karin.job({ title: 'Service 500 h', status: 'Väntande' });
    const after = await visit(karin.token);
    expect(after.headers['server-timing']).toBe('cache;desc=database');
    expect(titles(after).sort()).toEqual(['Koppling', 'Service 500 h']);

    // A closed link ends at once, although its page is still kept.
    expect((await visit(karin.token)).headers['server-timing']).toBe('cache;desc=memory');
    expect((await karin.api.delete(`/api/customers/${karin.customer.id}/portal-link`)).statusCode).toBe(204);
    expect((await visit(karin.token)).statusCode).toBe(404);
  });

  it('drops a booking from the page when its quarter hour has passed, with nothing written in between', async () => {
    now = new Date('2026-06-15T10:05:00.000Z');
    const owner = await createAccount(test.app);
    const karin = await customerWithLink(owner, 'Karin Berg');
    const job = (await karin.job({ title: 'Koppling', status: 'Pågående' })).json();
    // 12:00–12:15 in Stockholm is 10:00–10:15 UTC in June.
    const booked = await karin.api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-06-15T12:00',
      end: '2026-06-15T12:15',
    });
    expect(booked.statusCode, booked.body).toBe(200);

    const during = (await visit(karin.token)).json();
    expect(during.workOrders[0].booking).toEqual(expect.objectContaining({ endsAt: '2026-06-15T10:15:00.000Z' }));
    now = new Date('2026-06-15T10:14:00.000Z');
    expect((await visit(karin.token)).headers['server-timing']).toBe('cache;desc=memory');
    now = new Date('2026-06-15T10:16:00.000Z');
    const after = await visit(karin.token);
    expect(after.headers['server-timing']).toBe('cache;desc=database');
    expect(after.json().workOrders[0].booking).toBeNull();
  });
});
