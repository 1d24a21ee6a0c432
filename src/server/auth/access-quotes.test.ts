import { describe, expect, it } from 'vitest';
import { declaredRoutes } from './access';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

// The access walk (access.test.ts) for QUOTES.md's calls: who may call each, and another workshop's
// quote, job or customer answered 404 by every one of them, as if it did not exist.

const quoteRoute =
  /^\/api\/(quotes|workorders\/:id\/(extra-work|contact-attempts)|customers\/:id\/portal-link|public\/(quotes|portal))/;
const forbidden = { code: 'auth.forbidden', message: 'Du har inte behörighet att göra det här.' };

describe.each(drivers)('the quotes’ and the customer page’s calls by role and workshop on %s', (driver) => {
  const test = useTestApp(driver);

  it('declares the roles of the contract: the office writes and records attempts, a mechanic reads and drafts extra work, the links are public', () => {
    const routes = declaredRoutes(test.app).filter((route) => quoteRoute.test(route.url));
    const access = Object.fromEntries(routes.map((route) => [`${route.method} ${route.url.slice(4)}`, route.access]));
    expect(access).toEqual({
      'GET /quotes': 'member',
      'POST /quotes': 'office',
      'GET /quotes/:id': 'member',
      'PUT /quotes/:id': 'office',
      'DELETE /quotes/:id': 'office',
      'POST /quotes/:id/withdraw': 'office',
      'POST /quotes/:id/approvals': 'office',
      'POST /quotes/:id/send': 'office',
      'GET /quotes/:id/pdf': 'member',
      'GET /quotes/:id/approval/pdf': 'member',
      'POST /workorders/:id/extra-work': 'member',
      'POST /workorders/:id/contact-attempts': 'office',
      'GET /workorders/:id/contact-attempts': 'member',
      'GET /customers/:id/portal-link': 'office',
      'POST /customers/:id/portal-link': 'office',
      'DELETE /customers/:id/portal-link': 'office',
      'GET /public/quotes/:token': 'public',
      'POST /public/quotes/:token/accept': 'public',
      'POST /public/quotes/:token/decline': 'public',
      'GET /public/quotes/:token/pdf': 'public',
      'GET /public/portal/:token': 'public',
      'GET /public/portal/:token/invoices/:id/pdf': 'public',
      'GET /public/portal/:token/files/:id/content': 'public',
      'GET /public/portal/:token/files/:id/thumbnail': 'public',
    });
  });

  it('refuses a mechanic the office’s calls with 403 before reading the body, and lets them draft extra work', async () => {
    const owner = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const customer = (await as(test.app, owner).post('/api/customers', { name: 'Karin Berg' })).json();
    const job = (
      await as(test.app, owner).post('/api/workorders', { ...validWorkOrder, customerId: customer.id })
    ).json();
    const quote = (
      await as(test.app, owner).post('/api/quotes', {
        customerId: customer.id,
        priceType: 'fixed',
        items: [{ description: 'Service', quantity: 1, price: 1000 }],
      })
    ).json();
    const ids: Record<string, string> = { '/quotes': quote.id, '/workorders': job.id, '/customers': customer.id };
    const urlOf = (url: string) =>
      url.replace(/^\/api(\/[a-z]+)\/:id/, (_, base: string) => `/api${base}/${ids[base]}`);
    for (const route of declaredRoutes(test.app).filter((candidate) => quoteRoute.test(candidate.url))) {
      if (route.access !== 'office') continue;
      const response = await test.app.inject({
        method: route.method as 'POST',
        url: urlOf(route.url),
        headers: { authorization: `Bearer ${mechanic.token}`, 'content-type': 'application/json' },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{"nonsense": true}',
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode, body: response.json() }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
        body: forbidden,
      });
    }
    const drafted = await as(test.app, mechanic).post(`/api/workorders/${job.id}/extra-work`, {
      priceType: 'fixed',
      items: [{ description: 'Ny slang', quantity: 1, price: 400 }],
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    expect(drafted.json()).toMatchObject({ kind: 'extra', status: 'draft', workOrderId: job.id });
    // With a well-formed body too: a mechanic records no attempt to reach the customer, the office does,
    // and the mechanic reads the attempts on the job.
    const attempt = { channel: 'phone', note: 'Inget svar' };
    const byMechanic = await as(test.app, mechanic).post(`/api/workorders/${job.id}/contact-attempts`, attempt);
    expect({ status: byMechanic.statusCode, body: byMechanic.json() }).toEqual({ status: 403, body: forbidden });
    const office = await addMember(test.app, owner, 'office');
    const recorded = await as(test.app, office).post(`/api/workorders/${job.id}/contact-attempts`, attempt);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const read = await as(test.app, mechanic).get(`/api/workorders/${job.id}/contact-attempts`);
    expect(read.json()).toEqual([expect.objectContaining({ ...attempt, byUserId: office.userId })]);
  });

  it('answers another workshop’s quote, job and customer with 404 on every call that names them', async () => {
    const theirs = await createAccount(test.app);
    const customer = (await as(test.app, theirs).post('/api/customers', { name: 'Olle Grann' })).json();
    const job = (
      await as(test.app, theirs).post('/api/workorders', { ...validWorkOrder, customerId: customer.id })
    ).json();
    const quote = (
      await as(test.app, theirs).post('/api/quotes', {
        customerId: customer.id,
        priceType: 'fixed',
        items: [{ description: 'Service', quantity: 1, price: 1000 }],
      })
    ).json();
    const ids: Record<string, string> = { '/quotes': quote.id, '/workorders': job.id, '/customers': customer.id };
    const me = await createAccount(test.app);
    const bodies: Record<string, unknown> = {
      'POST /api/quotes/:id/approvals': { channel: 'phone', name: 'Per' },
      'PUT /api/quotes/:id': {
        customerId: customer.id,
        priceType: 'fixed',
        items: [{ description: 'x', quantity: 1, price: 1 }],
      },
      'POST /api/quotes/:id/send': {},
      'POST /api/workorders/:id/extra-work': {
        priceType: 'fixed',
        items: [{ description: 'x', quantity: 1, price: 1 }],
      },
      'POST /api/workorders/:id/contact-attempts': { channel: 'phone' },
    };
    const walked: string[] = [];
    for (const route of declaredRoutes(test.app).filter((candidate) => quoteRoute.test(candidate.url))) {
      const match = /^\/api(\/[a-z]+)\/:id/.exec(route.url);
      if (!match || route.access === 'public') continue;
      const key = `${route.method} ${route.url}`;
      const response = await test.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(':id', ids[match[1]!]!),
        headers: {
          authorization: `Bearer ${me.token}`,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
        },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify(bodies[key] ?? {}),
      });
      expect({ key, status: response.statusCode }).toEqual({ key, status: 404 });
      expect(response.json().message, key).toMatch(/hittades inte/);
      walked.push(key);
    }
    expect(walked).toHaveLength(14);
    // And nothing of theirs changed: their quote is still a draft with no answer.
    expect((await as(test.app, theirs).get(`/api/quotes/${quote.id}`)).json()).toMatchObject({
      status: 'draft',
      approval: null,
    });
  });
});
