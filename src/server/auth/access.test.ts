import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { declaredRoutes, requireDeclaredAccess } from './access';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validInvoice, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

const forbidden = { code: 'auth.forbidden', message: 'Du har inte behörighet att göra det här.' };
const sampleId = '00000000-0000-4000-8000-000000000000';
const urlOf = (url: string) => url.replace(/:[A-Za-z]+/g, sampleId);

describe('declared access', () => {
  it('refuses to register an API route that does not say who may call it', async () => {
    const app = Fastify();
    requireDeclaredAccess(app);
    app.get('/api/declared', { config: { access: 'member' } }, async () => 'ok');
    expect(() => app.get('/api/forgotten', async () => 'no')).toThrow(/does not declare who may call it/);
    await app.close();
  });
});

describe.each(drivers)('every route by role on %s', (driver) => {
  const test = useTestApp(driver);

  it('declares access on every API route, and the roles of the contract on the team and money', () => {
    const routes = declaredRoutes(test.app);
    expect(routes.length).toBeGreaterThan(60);
    const of = (method: string, url: string) =>
      routes.find((route) => route.method === method && route.url === `/api${url}`)?.access;
    expect(of('POST', '/team/invitations')).toBe('owner');
    expect(of('GET', '/team')).toBe('office');
    expect(of('GET', '/invoice')).toBe('office');
    expect(of('GET', '/company')).toBe('office');
    expect(of('GET', '/export/sie')).toBe('office');
    expect(of('DELETE', '/workorders/:id')).toBe('office');
    expect(of('POST', '/workorders')).toBe('member');
    expect(of('POST', '/auth/login')).toBe('public');
    // FIELD.md's contract: who may edit the record attaches (the service decides per record), the owner sees the usage.
    expect(of('POST', '/files')).toBe('member');
    expect(of('GET', '/files/:id/content')).toBe('member');
    expect(of('DELETE', '/files/:id')).toBe('member');
    expect(of('GET', '/files/usage')).toBe('owner');
    // The mechanic holds the phone the customer signs on (FIELD.md decision 5): any member collects it.
    expect(of('POST', '/workorders/:id/signature')).toBe('member');
    expect(of('GET', '/workorders/:id/signature/image')).toBe('member');
    // The customer's page and the files marked for the customer: the link's token is the only key.
    expect(of('GET', '/public/portal/:token')).toBe('public');
    expect(of('GET', '/public/portal/:token/files/:id/content')).toBe('public');
    expect(of('GET', '/public/portal/:token/files/:id/thumbnail')).toBe('public');
    expect(of('POST', '/customers/:id/portal-link')).toBe('office');
    // What a device keeps offline (FIELD.md decision 6): every member's own jobs.
    expect(of('GET', '/field/today')).toBe('member');
  });

  it('answers 403 with the Swedish message to every call outside the role, before reading the body', async () => {
    const owner = await createAccount(test.app);
    const office = await addMember(test.app, owner, 'office');
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const routes = declaredRoutes(test.app);
    const refused: string[] = [];
    for (const route of routes) {
      const callers = route.access === 'owner' ? [office, mechanic] : route.access === 'office' ? [mechanic] : [];
      for (const caller of callers) {
        const response = await test.app.inject({
          method: route.method as 'GET',
          url: urlOf(route.url),
          headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{"nonsense": true}',
        });
        expect({
          route: `${route.method} ${route.url}`,
          status: response.statusCode,
          body: response.json(),
        }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 403,
          body: forbidden,
        });
        refused.push(`${route.method} ${route.url}`);
      }
    }
    expect(refused).toContain('GET /api/invoice');
    expect(refused).toContain('DELETE /api/customers/:id');
  });

  it('lets a mechanic do the work: work orders, customers, stock receipts and counts; no prices they may not see', async () => {
    const owner = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const part = await as(test.app, owner).post('/api/parts', {
      partNumber: 'HF-1',
      name: 'Hydraulfilter',
      unit: 'st',
      purchasePrice: 180,
      salePrice: 320,
      stocked: true,
    });
    expect(part.statusCode).toBe(201);
    await as(test.app, owner).post(`/api/parts/${part.json().id}/movements`, {
      type: 'receipt',
      quantity: 4,
      unitCost: 180,
    });

    const seen = await as(test.app, mechanic).get(`/api/parts/${part.json().id}`);
    expect(seen.json()).toMatchObject({ salePrice: 320, purchasePrice: null, averageCost: null, onHand: 4 });
    expect((await as(test.app, mechanic).get('/api/parts')).json()[0]).toMatchObject({
      purchasePrice: null,
      averageCost: null,
    });
    expect((await as(test.app, mechanic).get(`/api/parts/${part.json().id}/movements`)).json()[0]).toMatchObject({
      type: 'receipt',
      unitCost: null,
    });
    const receipt = await as(test.app, mechanic).post(`/api/parts/${part.json().id}/movements`, {
      type: 'receipt',
      quantity: 2,
      unitCost: 200,
    });
    expect(receipt.statusCode).toBe(201);
    expect(receipt.json().unitCost).toBeNull();
    expect(
      (
        await as(test.app, mechanic).post(`/api/parts/${part.json().id}/movements`, {
          type: 'count',
          counted: 6,
        })
      ).statusCode,
    ).toBe(201);
    const adjustment = await as(test.app, mechanic).post(`/api/parts/${part.json().id}/movements`, {
      type: 'adjustment',
      quantity: -1,
      note: 'Trasig',
    });
    expect(adjustment.statusCode).toBe(403);
    expect(adjustment.json()).toEqual(forbidden);
    expect((await as(test.app, owner).get(`/api/parts/${part.json().id}`)).json()).toMatchObject({
      purchasePrice: 180,
    });

    const customer = await as(test.app, mechanic).post('/api/customers', {
      name: 'Åkeri Nord AB',
      type: 'company',
    });
    expect(customer.statusCode).toBe(201);
    const body = {
      title: 'Byte av hydraulslang',
      customerNumber: customer.json().customerNumber,
      vehicleCategory: 'Grävmaskin',
      workCategory: 'Reparation',
    };
    const workOrder = await as(test.app, mechanic).post('/api/workorders', body);
    expect(workOrder.statusCode).toBe(201);
    expect(
      (
        await as(test.app, mechanic).put(`/api/workorders/${workOrder.json().id}`, {
          ...body,
          status: 'Pågående',
        })
      ).statusCode,
    ).toBe(200);
    expect((await as(test.app, mechanic).delete(`/api/workorders/${workOrder.json().id}`)).json()).toEqual(forbidden);
    const search = await as(test.app, mechanic).get('/api/search?q=1');
    expect(search.json().invoices).toEqual([]);
  });

  it("leaves the invoices out of a machine's history for a mechanic", async () => {
    const owner = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const customer = (await as(test.app, owner).post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const machine = (
      await as(test.app, owner).post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
      })
    ).json();
    const workOrder = (
      await as(test.app, owner).post('/api/workorders', {
        ...validWorkOrder,
        machineId: machine.id,
        customerNumber: customer.customerNumber,
        status: 'Klar',
      })
    ).json();
    expect((await as(test.app, owner).post('/api/invoice', validInvoice(workOrder.id))).statusCode).toBe(201);
    const ownersView = (await as(test.app, owner).get(`/api/machines/${machine.id}/history`)).json();
    const mechanicsView = (await as(test.app, mechanic).get(`/api/machines/${machine.id}/history`)).json();
    expect(ownersView.workOrders[0].invoices).toHaveLength(1);
    expect(mechanicsView.workOrders[0].invoices).toEqual([]);
    expect(mechanicsView.workOrders[0].id).toBe(workOrder.id);
  });
});
