import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkListBodies } from './response-check';
import { drivers } from '../test/database';
import { as, completeCompany, createAccount, validInvoice, validWorkOrder, useTestApp } from '../test/harness';

// The OpenAPI document promises these shapes; with VALIDATE_RESPONSES every answer is checked against them.
describe.each(drivers)('answers match their documented schemas on %s', (driver) => {
  const test = useTestApp(driver, { validateResponses: true });

  it('for every call of the contract', async () => {
    const account = await createAccount(test.app);
    const api = as(test.app, account);
    const workOrder = await api.post('/api/workorders', {
      ...validWorkOrder,
      todoList: [{ text: 'Kontroll', done: true }],
    });
    expect(workOrder.statusCode).toBe(201);
    const invoice = await api.post('/api/invoice', validInvoice(workOrder.json().id));
    expect(invoice.statusCode).toBe(201);
    const responses = await Promise.all([
      api.get('/api/user/profile'),
      api.put('/api/user/profile', { name: 'Anna Berg', companyName: 'Bergs AB' }),
      api.get(`/api/workorders/${workOrder.json().id}`),
      api.put(`/api/workorders/${workOrder.json().id}`, { ...validWorkOrder, status: 'Klar' }),
      api.get('/api/invoice?limit=10'),
      api.get('/api/workorders?limit=10'),
      api.get('/api/invoice/next-number'),
      api.get(`/api/invoice/${invoice.json().id}`),
      api.put(`/api/invoice/${invoice.json().id}`, { ...validInvoice(workOrder.json().id), status: 'paid' }),
      api.put('/api/company', completeCompany),
      api.get('/api/company'),
      test.app.inject({ method: 'GET', url: '/api/health' }),
      test.app.inject({ method: 'GET', url: '/api/config' }),
    ]);
    expect(responses.map((response) => [response.statusCode, response.body.slice(0, 200)])).toEqual(
      responses.map((response) => [200, response.body.slice(0, 200)]),
    );
    expect((await api.post(`/api/invoice/${invoice.json().id}/credit`)).statusCode).toBe(201);
    expect((await api.post('/api/auth/logout')).statusCode).toBe(204);
  });

  it('for every call of the registers and service plans', async () => {
    const api = as(test.app, await createAccount(test.app));
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB', phone: '070-1' })).json();
    const machine = await api.post('/api/machines', {
      customerId: customer.id,
      category: 'Grävmaskin',
      make: 'Volvo',
    });
    expect(machine.statusCode, machine.body).toBe(201);
    const machineId = machine.json().id;
    expect((await api.post(`/api/machines/${machineId}/meter-readings`, { value: 1500 })).statusCode).toBe(201);
    const interval = await api.post(`/api/machines/${machineId}/service-plan`, {
      name: 'Smörjning',
      everyMeter: 50,
      lastDoneMeter: 1000,
    });
    expect(interval.statusCode, interval.body).toBe(201);
    const part = (
      await api.post('/api/parts', { partNumber: 'P-1', name: 'Oljefilter', salePrice: 189, reorderPoint: 2 })
    ).json();
    expect(
      (await api.post(`/api/parts/${part.id}/movements`, { type: 'receipt', quantity: 3, unitCost: 95 })).statusCode,
    ).toBe(201);
    const workOrder = await api.post('/api/workorders', {
      title: 'Service',
      workCategory: 'Service',
      machineId,
      serviceIntervalIds: [interval.json().id],
      materials: [{ partId: part.id, quantity: 2 }, { name: 'Trasor' }],
    });
    expect(workOrder.statusCode, workOrder.body).toBe(201);
    const responses = await Promise.all([
      api.get('/api/customers'),
      api.get(`/api/customers/${customer.id}`),
      api.get('/api/machines'),
      api.get('/api/machines?serviceStatus=overdue'),
      api.get(`/api/machines/${machineId}`),
      api.put(`/api/machines/${machineId}`, {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
      }),
      api.get(`/api/machines/${machineId}/meter-readings`),
      api.get(`/api/machines/${machineId}/history`),
      api.get(`/api/machines/${machineId}/service-plan`),
      api.put(`/api/machines/${machineId}/service-plan/${interval.json().id}`, {
        name: 'Smörjning',
        everyMeter: 60,
      }),
      api.get('/api/service-due'),
      api.get(`/api/workorders/${workOrder.json().id}`),
      api.get(`/api/workorders?machineId=${machineId}`),
      api.get('/api/search?q=volvo'),
      api.get('/api/parts'),
      api.get('/api/parts?belowReorder=true'),
      api.get(`/api/parts/${part.id}`),
      api.put(`/api/parts/${part.id}`, { partNumber: 'P-1', name: 'Oljefilter Volvo', salePrice: 199 }),
      api.get(`/api/parts/${part.id}/movements`),
      api.get('/api/parts/stock-value'),
    ]);
    expect(responses.map((response) => [response.statusCode, response.body.slice(0, 200)])).toEqual(
      responses.map((response) => [200, response.body.slice(0, 200)]),
    );
    expect((await api.get('/api/service-due')).json()).toHaveLength(1);
  });
});

describe('the check of list bodies', () => {
  it('fails a list sent as JSON text that does not match its schema', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    checkListBodies(app);
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/lista',
        { schema: { response: { 200: z.array(z.object({ id: z.string() })) } } },
        async (_request, reply) => reply.type('application/json; charset=utf-8').send('[{"id": 42}]' as never),
      );
    expect((await app.inject({ method: 'GET', url: '/lista' })).statusCode).toBe(500);
    await app.close();
  });
});
