import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';
import { consumerWithMachine, quoteBody } from './test-data';

const forbidden = { code: 'auth.forbidden', message: 'Du har inte behörighet att göra det här.' };

describe.each(drivers)('quotes on %s', (driver) => {
  const test = useTestApp(driver);

  it('drafts a quote with its own number series, lines, totals over fixed lines and the customer’s VAT', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const { customer, machine } = await consumerWithMachine(test.app, owner);
    const created = await api.post('/api/quotes', quoteBody(customer.id, { machineId: machine.id }));
    expect(created.statusCode).toBe(201);
    const quote = created.json();
    expect(quote).toMatchObject({
      number: 1,
      version: 1,
      kind: 'quote',
      status: 'draft',
      customerName: 'Karin Berg',
      machineId: machine.id,
      priceType: 'approximate',
      validUntil: '2026-07-15',
      terms: 'Betalning 30 dagar.',
      totalExVat: 9300,
      vat: 2325,
      total: 11625,
      vatTreatment: 'standard',
      consumer: true,
      sentAt: null,
      approval: null,
    });
    expect(quote.items.map((item: { optional: boolean }) => item.optional)).toEqual([false, false, true]);
    const second = (await api.post('/api/quotes', quoteBody(customer.id, { validUntil: null }))).json();
    // 30 days from the test's day unless the quote says otherwise.
    expect(second).toMatchObject({ number: 2, validUntil: '2026-07-15' });
    const list = await api.get(`/api/quotes?customerId=${customer.id}&status=draft`);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json().map((row: { number: number }) => row.number)).toEqual([2, 1]);
    expect((await api.get('/api/quotes?status=sent')).json()).toEqual([]);
    // A deleted draft gives its place in the list, never its number.
    expect((await api.delete(`/api/quotes/${second.id}`)).statusCode).toBe(204);
    expect((await api.post('/api/quotes', quoteBody(customer.id))).json().number).toBe(3);
    const trail = (await api.get(`/api/audit?entity=quote&id=${quote.id}`)).json();
    expect(trail.map((event: { action: string }) => event.action)).toEqual(['created']);
  });

  it('refuses bad input in Swedish with a 400, never a 500', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const { customer } = await consumerWithMachine(test.app, owner);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ items: [] }, 'Offerten behöver minst en rad med beskrivning, antal och pris.'],
      [{ priceType: 'gratis' }, 'Välj Fast pris, Ungefärligt pris eller Löpande räkning.'],
      [{ maxAmount: 5000 }, 'Takpris gäller bara Löpande räkning.'],
      [{ validUntil: '2026-06-01' }, 'Giltig till måste vara ett datum, idag eller senare.'],
      [{ kind: 'extra' }, 'Tilläggsarbete hör till en arbetsorder.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await api.post('/api/quotes', quoteBody(customer.id, overrides));
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
    }
    // A send's addresses are checked as an invoice's are, in the same words; nothing is sent.
    const quote = (await api.post('/api/quotes', quoteBody(customer.id))).json();
    const tooMany = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@berg.se`);
    const sends: Array<[unknown, string]> = [
      [['inte-en-adress'], 'Ange en giltig e-postadress.'],
      [tooMany, 'Ange en till fem giltiga e-postadresser att skicka till.'],
      ['karin@berg.se', 'Ange en till fem giltiga e-postadresser att skicka till.'],
    ];
    for (const [to, message] of sends) {
      const response = await api.post(`/api/quotes/${quote.id}/send`, { to });
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
    }
    expect((await api.get(`/api/quotes/${quote.id}`)).json().status).toBe('draft');
    const other = await consumerWithMachine(test.app, owner, 'Per Holm');
    const wrongMachine = await api.post('/api/quotes', quoteBody(customer.id, { machineId: other.machine.id }));
    expect(wrongMachine.json()).toMatchObject({
      code: 'quote.machine_not_customers',
      message: 'Maskinen tillhör inte kunden.',
    });
  });

  it('edits a draft in place, versions a sent quote, keeps earlier versions readable, and locks an answered one', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const { customer } = await consumerWithMachine(test.app, owner);
    const quote = (await api.post('/api/quotes', quoteBody(customer.id))).json();
    const edited = (
      await api.put(`/api/quotes/${quote.id}`, quoteBody(customer.id, { terms: 'Ändrat utkast' }))
    ).json();
    expect(edited).toMatchObject({ version: 1, terms: 'Ändrat utkast' });
    expect((await api.post(`/api/quotes/${quote.id}/send`, {})).statusCode).toBe(200);
    const changed = await api.put(
      `/api/quotes/${quote.id}`,
      quoteBody(customer.id, { priceType: 'fixed', validUntil: '2026-08-01' }),
    );
    expect(changed.json()).toMatchObject({ version: 2, priceType: 'fixed', status: 'draft', sentAt: null });
    expect((await api.get(`/api/quotes/${quote.id}?version=1`)).json()).toMatchObject({
      version: 1,
      priceType: 'approximate',
      status: 'sent',
    });
    expect((await api.get(`/api/quotes/${quote.id}?version=9`)).statusCode).toBe(404);
    // A quote once sent is never deleted: the customer saw it.
    expect((await api.delete(`/api/quotes/${quote.id}`)).json()).toMatchObject({
      code: 'quote.not_draft',
      message: 'Bara ett utkast kan tas bort.',
    });
    const approval = await api.post(`/api/quotes/${quote.id}/approvals`, {
      channel: 'phone',
      name: 'Karin Berg',
      note: 'Ringde 10.15',
    });
    expect(approval.statusCode).toBe(201);
    expect(approval.json()).toMatchObject({
      version: 2,
      channel: 'phone',
      name: 'Karin Berg',
      acceptedTotal: 11625,
      recordedBy: owner.userId,
      signed: false,
      ip: null,
    });
    expect(approval.json().contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await api.get(`/api/quotes/${quote.id}`)).json()).toMatchObject({
      status: 'accepted',
      acceptedTotal: 11625,
    });
    const again = await api.put(`/api/quotes/${quote.id}`, quoteBody(customer.id));
    expect(again.json()).toEqual({
      code: 'quote.locked',
      message: 'Offerten är besvarad eller återkallad och kan inte ändras.',
    });
    const second = await api.post(`/api/quotes/${quote.id}/approvals`, { channel: 'in-person', name: 'Karin' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^Offerten är redan godkänd \(/);
    expect((await api.post(`/api/quotes/${quote.id}/withdraw`)).statusCode).toBe(409);
    const trail = (await api.get(`/api/audit?entity=quote&id=${quote.id}`)).json();
    expect(trail.map((event: { action: string }) => event.action)).toEqual([
      'created',
      'updated',
      'sent',
      'versioned',
      'accepted',
    ]);
  });

  it('withdraws a quote, after which it cannot change; a mechanic reads and nothing more; another workshop sees 404', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const { customer } = await consumerWithMachine(test.app, owner);
    const quote = (await api.post('/api/quotes', quoteBody(customer.id))).json();
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const asMechanic = as(test.app, mechanic);
    expect((await asMechanic.get(`/api/quotes/${quote.id}`)).statusCode).toBe(200);
    expect((await asMechanic.get('/api/quotes')).json()).toHaveLength(1);
    for (const response of [
      await asMechanic.post('/api/quotes', quoteBody(customer.id)),
      await asMechanic.put(`/api/quotes/${quote.id}`, quoteBody(customer.id)),
      await asMechanic.delete(`/api/quotes/${quote.id}`),
      await asMechanic.post(`/api/quotes/${quote.id}/send`, {}),
      await asMechanic.post(`/api/quotes/${quote.id}/withdraw`),
    ])
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 403, body: forbidden });

    const stranger = as(test.app, await createAccount(test.app));
    for (const response of [
      await stranger.get(`/api/quotes/${quote.id}`),
      await stranger.put(`/api/quotes/${quote.id}`, quoteBody(customer.id)),
      await stranger.delete(`/api/quotes/${quote.id}`),
      await stranger.post(`/api/quotes/${quote.id}/withdraw`),
      await stranger.post(`/api/quotes/${quote.id}/approvals`, { channel: 'phone', name: 'X' }),
      await stranger.get(`/api/quotes/${quote.id}/pdf`),
    ])
      expect(response.statusCode).toBe(404);
    expect((await stranger.get('/api/quotes')).json()).toEqual([]);
    expect((await stranger.post('/api/quotes', quoteBody(customer.id))).statusCode).toBe(404);

    const withdrawn = await api.post(`/api/quotes/${quote.id}/withdraw`);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect((await api.put(`/api/quotes/${quote.id}`, quoteBody(customer.id))).statusCode).toBe(409);
    expect((await api.delete(`/api/quotes/${quote.id}`)).statusCode).toBe(409);
  });

  it('drafts extra work from a work order, a mechanic too, and keeps the office’s attempts to reach the customer', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const { customer, machine } = await consumerWithMachine(test.app, owner);
    const job = (
      await api.post('/api/workorders', { ...validWorkOrder, customerId: customer.id, machineId: machine.id })
    ).json();
    const mechanic = as(test.app, await addMember(test.app, owner, 'mechanic'));
    const { customerId: _customer, ...body } = quoteBody(customer.id);
    const extra = await mechanic.post(`/api/workorders/${job.id}/extra-work`, body);
    expect(extra.statusCode).toBe(201);
    expect(extra.json()).toMatchObject({
      kind: 'extra',
      workOrderId: job.id,
      customerId: customer.id,
      machineId: machine.id,
      status: 'draft',
    });
    expect((await api.get(`/api/quotes?workOrderId=${job.id}`)).json()).toHaveLength(1);
    // Recording an attempt is the office's (QUOTES.md, API contract); the mechanic reads them on the job.
    const byMechanic = await mechanic.post(`/api/workorders/${job.id}/contact-attempts`, { channel: 'phone' });
    expect({ status: byMechanic.statusCode, body: byMechanic.json() }).toEqual({
      status: 403,
      body: { code: 'auth.forbidden', message: 'Du har inte behörighet att göra det här.' },
    });
    const attempt = await api.post(`/api/workorders/${job.id}/contact-attempts`, {
      channel: 'phone',
      note: 'Inget svar',
    });
    expect(attempt.statusCode).toBe(201);
    expect(attempt.json()).toMatchObject({ channel: 'phone', note: 'Inget svar', at: '2026-06-15T10:00:00.000Z' });
    expect((await mechanic.get(`/api/workorders/${job.id}/contact-attempts`)).json()).toEqual([attempt.json()]);
    const refused = await api.post(`/api/workorders/${job.id}/contact-attempts`, { channel: 'brevduva' });
    expect(refused.json().message).toBe('Välj hur ni försökte nå kunden.');
    const stranger = as(test.app, await createAccount(test.app));
    expect((await stranger.get(`/api/workorders/${job.id}/contact-attempts`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/workorders/${job.id}/extra-work`, body)).statusCode).toBe(404);
  });
});
