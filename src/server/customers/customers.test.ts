import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useWorkshop, validWorkOrder } from '../test/harness';

const akeri = {
  name: 'Åkeri Nord AB',
  orgNumber: '5560360793',
  email: 'Ekonomi@AkeriNord.se',
  phone: '0920-123 45',
  street: 'Storgatan 1',
  postalCode: '97231',
  city: 'Luleå',
};

describe.each(drivers)('customers on %s', (driver) => {
  const ctx = useWorkshop(driver);
  const api = ctx.api;
  const create = async (body: Record<string, unknown>) => {
    const response = await api().post('/api/customers', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('numbers customers from 1001 per workshop, skipping a number given by hand, and stores the details as printed', async () => {
    const fresh = as(ctx.app, await createAccount(ctx.app));
    const first = (await fresh.post('/api/customers', akeri)).json();
    expect(first).toMatchObject({
      customerNumber: '1001',
      name: 'Åkeri Nord AB',
      orgNumber: '556036-0793',
      postalCode: '972 31',
      paymentTermsDays: null,
      notes: null,
    });
    expect((await fresh.post('/api/customers', { name: 'Egen', customerNumber: '1002' })).statusCode).toBe(201);
    expect((await fresh.post('/api/customers', { name: 'Nästa' })).json().customerNumber).toBe('1003');
    expect((await fresh.post('/api/customers', { name: 'Dubblett', customerNumber: '1002' })).statusCode).toBe(409);
  });

  it('accepts a sole trader’s personnummer and refuses a wrong check digit, with Swedish messages', async () => {
    expect((await create({ name: 'Nils Persson', orgNumber: '811218-9876' })).orgNumber).toBe('811218-9876');
    const wrong = await api().post('/api/customers', { name: 'Fel', orgNumber: '556036-0794' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'orgNumber', message: 'Organisations- eller personnumret är ogiltigt.' },
    ]);
    const noName = await api().post('/api/customers', { name: '  ' });
    expect(noName.json()).toMatchObject({ message: 'Ange kundens namn.' });
    for (const paymentTermsDays of [-1, 366, 1.5, 'tio']) {
      expect((await api().post('/api/customers', { name: 'Villkor', paymentTermsDays })).statusCode).toBe(400);
    }
  });

  it('lists in Swedish alphabetical order (Å, Ä, Ö after Z) with the total, and searches any part of number, name, org number, e-mail and city', async () => {
    const fresh = as(ctx.app, await createAccount(ctx.app));
    for (const name of [
      'Östen Grus',
      'Zeta Bygg',
      'Ängby Schakt',
      'adam Entreprenad',
      'Åkeri Nord AB',
      'Émile Transport',
    ]) {
      await fresh.post('/api/customers', { ...(name === 'Åkeri Nord AB' ? akeri : {}), name });
    }
    const listed = await fresh.get('/api/customers');
    expect(listed.headers['x-total-count']).toBe('6');
    expect(listed.json().map((customer: { name: string }) => customer.name)).toEqual([
      'adam Entreprenad',
      'Émile Transport',
      'Zeta Bygg',
      'Åkeri Nord AB',
      'Ängby Schakt',
      'Östen Grus',
    ]);
    const names = async (q: string) =>
      (await fresh.get(`/api/customers?q=${encodeURIComponent(q)}`))
        .json()
        .map((customer: { name: string }) => customer.name);
    expect(await names('ÅKERI')).toEqual(['Åkeri Nord AB']);
    expect(await names('luleå')).toEqual(['Åkeri Nord AB']);
    expect(await names('akerinord.se')).toEqual(['Åkeri Nord AB']);
    expect(await names('556036')).toEqual(['Åkeri Nord AB']);
    expect(await names('1003')).toHaveLength(1);
    expect(await names('%')).toEqual([]);
    expect((await fresh.get(`/api/customers?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    const page = await fresh.get('/api/customers?limit=2&offset=2');
    expect(page.json().map((customer: { name: string }) => customer.name)).toEqual(['Zeta Bygg', 'Åkeri Nord AB']);
  });

  it('reads, edits (keeping the number when none is sent) and deletes a customer; another workshop’s id is 404', async () => {
    const customer = await create({ name: 'Bergs Maskin' });
    expect((await api().get(`/api/customers/${customer.id}`)).json()).toEqual(customer);
    const edited = await api().put(`/api/customers/${customer.id}`, {
      name: 'Bergs Maskin AB',
      paymentTermsDays: 10,
    });
    expect(edited.json()).toMatchObject({
      customerNumber: customer.customerNumber,
      name: 'Bergs Maskin AB',
      paymentTermsDays: 10,
    });
    const other = as(ctx.app, await createAccount(ctx.app));
    expect((await other.get(`/api/customers/${customer.id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/customers/${customer.id}`, { name: 'Kapad' })).statusCode).toBe(404);
    expect((await other.delete(`/api/customers/${customer.id}`)).statusCode).toBe(404);
    expect((await api().delete(`/api/customers/${customer.id}`)).statusCode).toBe(204);
    expect((await api().get(`/api/customers/${customer.id}`)).statusCode).toBe(404);
    expect((await api().get('/api/customers/inte-ett-id')).statusCode).toBe(404);
  });

  it('refuses to delete a customer with machines or work orders (409), and renumbering onto a taken number', async () => {
    const withMachine = await create({ name: 'Maskinägare' });
    await api().post('/api/machines', { customerId: withMachine.id, category: 'Grävmaskin', make: 'Volvo' });
    expect((await api().delete(`/api/customers/${withMachine.id}`)).json()).toMatchObject({
      message: 'Kunden har maskiner, arbetsordrar eller fakturor och kan inte tas bort.',
    });
    const withWorkOrder = await create({ name: 'Beställare' });
    expect((await api().post('/api/workorders', { ...validWorkOrder, customerId: withWorkOrder.id })).statusCode).toBe(
      201,
    );
    expect((await api().delete(`/api/customers/${withWorkOrder.id}`)).statusCode).toBe(409);
    const response = await api().put(`/api/customers/${withWorkOrder.id}`, {
      name: 'Beställare',
      customerNumber: withMachine.customerNumber,
    });
    expect(response.statusCode).toBe(409);
  });
});
