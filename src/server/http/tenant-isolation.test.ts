import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, validInvoice, validWorkOrder, type Account, useTestApp } from '../test/harness';

describe.each(drivers)("another organisation's data on %s", (driver) => {
  const test = useTestApp(driver);
  let owner: Account;
  let intruder: Account;
  let workOrder: { id: string; title: string };
  let invoice: { id: string; customerName: string };
  beforeAll(async () => {
    owner = await createAccount(test.app, { companyName: 'Ägarens Verkstad' });
    intruder = await createAccount(test.app, { companyName: 'Inkräktarens Verkstad' });
    workOrder = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json();
    invoice = (await as(test.app, owner).post('/api/invoice', validInvoice(workOrder.id))).json();
  });

  it('never shows up in the lists', async () => {
    const workOrders = await as(test.app, intruder).get('/api/workorders');
    const invoices = await as(test.app, intruder).get('/api/invoice');
    expect(workOrders.json()).toEqual([]);
    expect(workOrders.headers['x-total-count']).toBe('0');
    expect(invoices.json()).toEqual([]);
  });

  it.each([
    ['GET', () => `/api/workorders/${workOrder.id}`, undefined],
    ['PUT', () => `/api/workorders/${workOrder.id}`, () => ({ ...validWorkOrder, title: 'Kapad' })],
    ['DELETE', () => `/api/workorders/${workOrder.id}`, undefined],
    ['GET', () => `/api/invoice/${invoice.id}`, undefined],
    ['PUT', () => `/api/invoice/${invoice.id}`, () => ({ ...validInvoice(workOrder.id), customerName: 'Kapad' })],
    ['DELETE', () => `/api/invoice/${invoice.id}`, undefined],
    ['GET', () => `/api/invoice/${invoice.id}/pdf`, undefined],
    ['POST', () => `/api/invoice/${invoice.id}/credit`, () => ({})],
  ] as const)('answers 404 to %s %s and changes nothing', async (method, url, body) => {
    const response = await test.app.inject({
      method,
      url: url(),
      headers: { authorization: `Bearer ${intruder.token}` },
      ...(body ? { payload: body() } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/hittades inte/);
    expect((await as(test.app, owner).get(`/api/workorders/${workOrder.id}`)).json().title).toBe(workOrder.title);
    const ownInvoice = await as(test.app, owner).get(`/api/invoice/${invoice.id}`);
    expect(ownInvoice.json()).toMatchObject({
      customerName: invoice.customerName,
      creditedByInvoiceId: null,
    });
  });

  it("cannot bill another organisation's work order", async () => {
    const response = await as(test.app, intruder).post('/api/invoice', validInvoice(workOrder.id));
    expect(response.statusCode).toBe(404);
  });

  it("cannot move its own invoice onto another organisation's work order", async () => {
    const ownWorkOrder = (await as(test.app, intruder).post('/api/workorders', validWorkOrder)).json();
    const own = (await as(test.app, intruder).post('/api/invoice', validInvoice(ownWorkOrder.id))).json();
    const response = await as(test.app, intruder).put(`/api/invoice/${own.id}`, validInvoice(workOrder.id));
    expect(response.statusCode).toBe(404);
  });

  it('keeps profile, company details and the accounting export to their own organisation', async () => {
    await as(test.app, intruder).put('/api/company', { name: 'Inkräktarens Verkstad AB' });
    expect((await as(test.app, owner).get('/api/company')).json().name).toBe('Ägarens Verkstad');
    expect((await as(test.app, owner).get('/api/user/profile')).json().user.companyName).toBe('Ägarens Verkstad');
    const sie = await as(test.app, intruder).get('/api/export/sie?from=2000-01-01&to=2099-12-31');
    expect(sie.rawPayload.toString('latin1')).not.toContain(invoice.customerName.slice(1));
  });
});
