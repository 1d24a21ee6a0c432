import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder, type Account } from '../test/harness';
import { addMember } from '../test/team';
import { consumerWithMachine, quoteBody } from './test-data';

// From an accepted quote to the job and its invoice (QUOTES.md decisions 6–7; docs/decisions/054).

describe.each(drivers)('an accepted quote’s job on %s', (driver) => {
  const test = useTestApp(driver);

  async function pricedLines(owner: Account) {
    const api = as(test.app, owner);
    const part = (
      await api.post('/api/parts', {
        partNumber: 'KS-1',
        name: 'Kopplingssats',
        unit: 'st',
        purchasePrice: 3000,
        salePrice: 4200,
        stocked: true,
      })
    ).json();
    await api.post(`/api/parts/${part.id}/movements`, { type: 'receipt', quantity: 5 });
    const rate = (await api.post('/api/rates', { name: 'Verkstadstimme', unit: 'h', price: 850 })).json();
    return {
      part,
      items: [
        { description: 'Byte av kopplingslamell', quantity: 6, unit: 'h', price: 850, rateId: rate.id },
        { description: 'Kopplingssats', quantity: 1, unit: 'st', price: 4200, partId: part.id },
        { description: 'Byte av oljefilter', quantity: 1, unit: 'st', price: 300, optional: true },
      ],
    };
  }

  async function acceptedJob(owner: Account, priceType: string, extra: Record<string, unknown> = {}) {
    const api = as(test.app, owner);
    const { customer, machine } = await consumerWithMachine(test.app, owner);
    const { part, items } = await pricedLines(owner);
    const quote = (
      await api.post('/api/quotes', quoteBody(customer.id, { machineId: machine.id, priceType, items, ...extra }))
    ).json();
    const optional = quote.items.find((item: { optional: boolean }) => item.optional);
    const approval = await api.post(`/api/quotes/${quote.id}/approvals`, {
      channel: 'phone',
      name: 'Karin Berg',
      itemIds: [optional.id],
    });
    expect(approval.statusCode).toBe(201);
    const jobs = (await api.get(`/api/workorders?limit=10`)).json();
    const job = (await api.get(`/api/workorders/${jobs[0].id}`)).json();
    return { api, customer, machine, part, quote, job };
  }

  it('makes a work order with the accepted lines, parts reserved, labour planned and the approved amount', async () => {
    const owner = await createAccount(test.app);
    const { api, customer, machine, part, quote, job } = await acceptedJob(owner, 'approximate');
    expect(job).toMatchObject({
      title: `Offert ${quote.number}`,
      customerId: customer.id,
      machineId: machine.id,
      quoteId: quote.id,
      priceType: 'approximate',
      // 6 × 850 + 4 200 + 300 (the chosen optional line) = 9 600, with 25 % VAT.
      approvedAmount: 12000,
      plannedLabour: [{ description: 'Byte av kopplingslamell', quantity: 6, unit: 'h', price: 850 }],
    });
    expect(job.materials).toEqual([
      expect.objectContaining({ name: 'Kopplingssats', quantity: 1, unitPrice: 4200, partId: part.id }),
      expect.objectContaining({ name: 'Byte av oljefilter', quantity: 1, unitPrice: 300 }),
    ]);
    expect((await api.get(`/api/parts/${part.id}`)).json()).toMatchObject({ onHand: 5, reserved: 1, available: 4 });
    // The list shows the same job.
    const listed = (await api.get('/api/workorders?limit=10')).json()[0];
    expect(listed).toMatchObject({ quoteId: quote.id, approvedAmount: 12000, priceType: 'approximate' });
    const trail = (await api.get(`/api/audit?entity=workOrder&id=${job.id}`)).json();
    expect(trail.map((event: { action: string }) => event.action)).toEqual(['created']);
  });

  it('adds accepted extra work to the job and raises the approved amount', async () => {
    const owner = await createAccount(test.app);
    const { api, customer, job } = await acceptedJob(owner, 'running', { maxAmount: 14000 });
    const { customerId: _customer, ...body } = quoteBody(customer.id, {
      priceType: 'approximate',
      items: [{ description: 'Ny hydraulslang', quantity: 2, unit: 'st', price: 400 }],
    });
    const extra = (await api.post(`/api/workorders/${job.id}/extra-work`, body)).json();
    expect(
      (await api.post(`/api/quotes/${extra.id}/approvals`, { channel: 'in-person', name: 'Karin' })).statusCode,
    ).toBe(201);
    const after = (await api.get(`/api/workorders/${job.id}`)).json();
    expect(after).toMatchObject({ quoteId: job.quoteId, priceType: 'running', approvedAmount: 13000 });
    expect(after.materials.map((material: { name: string }) => material.name)).toContain('Ny hydraulslang');
    // The ceiling rises with the extra work: 14 000 + 1 000.
    const draft = (await api.get(`/api/workorders/${job.id}/invoice-draft`)).json();
    expect(draft).toMatchObject({
      priceType: 'running',
      approvedAmount: 13000,
      limitAmount: 15000,
      limitKind: 'ceiling',
    });
  });

  it('proposes a fixed price job’s accepted lines, not its time', async () => {
    const owner = await createAccount(test.app);
    const { api, job } = await acceptedJob(owner, 'fixed');
    const draft = (await api.get(`/api/workorders/${job.id}/invoice-draft`)).json();
    expect(draft).toMatchObject({ priceType: 'fixed', approvedAmount: 12000, limitAmount: null, limitKind: null });
    expect(draft.items).toEqual([
      { description: 'Kopplingssats', quantity: 1, price: 4200, unit: 'st', source: 'material' },
      { description: 'Byte av oljefilter', quantity: 1, price: 300, unit: 'st', source: 'material' },
      { description: 'Byte av kopplingslamell', quantity: 6, price: 850, unit: 'h', source: 'time' },
    ]);
  });

  it('holds a consumer’s invoice to the approximate price + 15 % unless overridden with a reason, audited', async () => {
    const owner = await createAccount(test.app);
    const { api, customer, job } = await acceptedJob(owner, 'approximate');
    const draft = (await api.get(`/api/workorders/${job.id}/invoice-draft`)).json();
    // 12 000 + 15 % = 13 800 kr including VAT.
    expect(draft).toMatchObject({ approvedAmount: 12000, limitAmount: 13800, limitKind: 'consumer-estimate' });
    const invoice = (price: number) => ({
      customerName: customer.name,
      customerEmail: 'karin@berg.se',
      customerId: customer.id,
      workOrderId: job.id,
      items: [{ description: 'Arbete och material', quantity: 1, price }],
    });
    // 11 040 + 25 % = 13 800: exactly the limit is allowed.
    const atLimit = await api.post('/api/invoice', invoice(11040));
    expect(atLimit.statusCode).toBe(201);
    const over = await api.post('/api/invoice', invoice(11040.01));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'invoice.price_limit_passed' });
    expect(over.json().message.replaceAll('\u00a0', ' ')).toBe(
      'Fakturan (13 800,01 kr) överstiger det godkända beloppet 12 000,00 kr med mer än 15 %. Enligt konsumenttjänstlagen 36 § får ett ungefärligt pris överskridas med högst 15 % (13 800,00 kr) om kunden inte godkänt tilläggsarbete. Ange ett skäl för att spara ändå.',
    );
    const blank = await api.post('/api/invoice', { ...invoice(12000), override: { reason: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].message).toBe('Ange ett skäl för att gå över det godkända beloppet.');
    const overridden = await api.post('/api/invoice', {
      ...invoice(12000),
      override: { reason: 'Kunden godkände byte av lager per telefon' },
    });
    expect(overridden.statusCode).toBe(201);
    const trail = (await api.get(`/api/audit?entity=invoice&id=${overridden.json().id}`)).json();
    expect(trail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'priceLimitOverridden',
          changes: expect.arrayContaining([
            { field: 'override', from: null, to: 'Kunden godkände byte av lager per telefon' },
          ]),
        }),
      ]),
    );
    // An edit that raises an invoice past the limit is held the same way; the first is unchanged.
    const raised = await api.put(`/api/invoice/${atLimit.json().id}`, invoice(11100));
    expect(raised.statusCode).toBe(409);
    expect((await api.get(`/api/invoice/${atLimit.json().id}`)).json().total).toBe(13800);
  });

  it('holds a running account to its ceiling', async () => {
    const owner = await createAccount(test.app);
    const { api, customer, job } = await acceptedJob(owner, 'running', { maxAmount: 12500 });
    const body = {
      customerName: customer.name,
      customerEmail: 'karin@berg.se',
      workOrderId: job.id,
      items: [{ description: 'Arbete', quantity: 1, price: 10001 }],
    };
    const over = await api.post('/api/invoice', body);
    expect(over.statusCode).toBe(409);
    expect(over.json().message.replaceAll('\u00a0', ' ')).toBe(
      'Fakturan (12 501,25 kr) överstiger takpriset 12 500,00 kr som kunden godkänt. Ange ett skäl för att spara ändå.',
    );
    expect((await api.post('/api/invoice', { ...body, override: { reason: 'Extra slang' } })).statusCode).toBe(201);
  });

  it('leaves a job without a quote as it was, and keeps other workshops and mechanics out', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const job = (await api.post('/api/workorders', validWorkOrder)).json();
    expect(job).toMatchObject({ quoteId: null, approvedAmount: null, priceType: null, plannedLabour: [] });
    const draft = (await api.get(`/api/workorders/${job.id}/invoice-draft`)).json();
    expect(draft).toMatchObject({ priceType: null, approvedAmount: null, limitAmount: null, limitKind: null });
    const { quote } = await acceptedJob(owner, 'fixed');
    const stranger = as(test.app, await createAccount(test.app));
    expect((await stranger.post(`/api/quotes/${quote.id}/approvals`, { channel: 'phone', name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await stranger.get(`/api/workorders/${job.id}/invoice-draft`)).statusCode).toBe(404);
    const mechanic = as(test.app, await addMember(test.app, owner, 'mechanic'));
    expect((await mechanic.get(`/api/workorders/${job.id}/invoice-draft`)).statusCode).toBe(403);
    expect((await mechanic.post(`/api/quotes/${quote.id}/approvals`, { channel: 'phone', name: 'X' })).statusCode).toBe(
      403,
    );
  });
});
