import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, validInvoice, validWorkOrder, type Account, useTestApp } from '../test/harness';

describe.each(drivers)('bad input on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  beforeAll(async () => {
    account = await createAccount(test.app);
  });
  const send = (method: 'POST' | 'PUT', url: string, payload: string, contentType = 'application/json') =>
    test.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${account.token}`, 'content-type': contentType },
    });

  it('answers malformed JSON with 400 in Swedish', async () => {
    const response = await send('POST', '/api/workorders', '{"title": "halv');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Förfrågan innehåller ogiltig JSON.');
  });

  it('answers a body over 1 MB with 413 in Swedish', async () => {
    const response = await send(
      'POST',
      '/api/workorders',
      JSON.stringify({ ...validWorkOrder, description: 'x'.repeat(1_100_000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Förfrågan är för stor (högst 1 MB).');
  });

  it('answers a body that is not JSON with 415 in Swedish', async () => {
    const response = await send('POST', '/api/workorders', 'title=x', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Innehållstypen stöds inte. Skicka JSON.');
  });

  it.each([
    ['an array', '[]'],
    ['a number', '42'],
    ['null', 'null'],
    ['wrong types', JSON.stringify({ title: 12, customerNumber: true, vehicleCategory: [], workCategory: {} })],
    ['a todo list that is not a list', JSON.stringify({ ...validWorkOrder, todoList: 'diska' })],
    [
      'an absurd material quantity',
      JSON.stringify({ ...validWorkOrder, materials: [{ name: 'Olja', quantity: 1e308 }] }),
    ],
    ['a title of 10 000 characters', JSON.stringify({ ...validWorkOrder, title: 'x'.repeat(10_000) })],
  ])('answers %s with a 4xx and a Swedish message, never a 500', async (_case, payload) => {
    const response = await send('POST', '/api/workorders', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[a-zåäö]/i);
    expect(response.json().message).not.toMatch(/expected|invalid input|required/i);
  });

  it.each(['inte-ett-id', '12345', '00000000-0000-0000-0000-00000000000g', "1' or '1'='1"])(
    'answers the id %s with 404',
    async (id) => {
      for (const url of [
        `/api/workorders/${encodeURIComponent(id)}`,
        `/api/invoice/${encodeURIComponent(id)}`,
        `/api/invoice/${encodeURIComponent(id)}/pdf`,
      ]) {
        const response = await as(test.app, account).get(url);
        expect(response.statusCode).toBe(404);
      }
    },
  );

  it('ignores fields the server owns and unknown fields, storing none of them', async () => {
    const response = await as(test.app, account).post('/api/workorders', {
      ...validWorkOrder,
      id: '11111111-1111-4111-8111-111111111111',
      createdAt: '1999-01-01T00:00:00Z',
      organisationId: 'annan',
      hacker: true,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.id).not.toBe('11111111-1111-4111-8111-111111111111');
    expect(body.createdAt.startsWith('1999')).toBe(false);
    expect(body.hacker).toBeUndefined();
    expect(body.organisationId).toBeUndefined();
  });

  it('refuses absurd invoice amounts and counts instead of overflowing', async () => {
    const workOrder = (await as(test.app, account).post('/api/workorders', validWorkOrder)).json();
    const tooMany = {
      ...validInvoice(workOrder.id),
      items: Array.from({ length: 201 }, () => ({ description: 'Rad', quantity: 1, price: 1 })),
    };
    expect((await as(test.app, account).post('/api/invoice', tooMany)).statusCode).toBe(400);
    const huge = {
      ...validInvoice(workOrder.id),
      items: [{ description: 'Rad', quantity: 100_000, price: 10_000_000 }],
    };
    const response = await as(test.app, account).post('/api/invoice', huge);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Fakturans belopp får vara högst 1 000 000 000 kr före moms.');
    // 91 lines of 99 999 × 9 999 999,99 kr lost öre when summed as plain numbers: now refused whole.
    const many = {
      ...validInvoice(workOrder.id),
      items: Array.from({ length: 91 }, () => ({
        description: 'Rad',
        quantity: 99_999,
        price: 9_999_999.99,
      })),
    };
    expect((await as(test.app, account).post('/api/invoice', many)).statusCode).toBe(400);
    const atLimit = {
      ...validInvoice(workOrder.id),
      items: [
        { description: 'Rad', quantity: 100, price: 9_999_999.99 },
        { description: 'Rad', quantity: 1, price: 1 },
      ],
    };
    const accepted = await as(test.app, account).post('/api/invoice', atLimit);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ net: 1_000_000_000, vat: 250_000_000, total: 1_250_000_000 });
  });
});
