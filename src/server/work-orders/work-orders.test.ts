import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, validInvoice, validWorkOrder, type Account, TEST_TODAY, useTestApp } from '../test/harness';

describe.each(drivers)('work orders on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  beforeAll(async () => {
    account = await createAccount(test.app);
  });
  const api = () => as(test.app, account);

  it('creates a work order with the defaults and a generated number AO-yyyymmdd-NNN', async () => {
    const response = await api().post('/api/workorders', validWorkOrder);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const today = TEST_TODAY.replaceAll('-', '');
    expect(body.workOrderNumber).toMatch(new RegExp(`^AO-${today}-[1-9]\\d{2}$`));
    expect(body).toMatchObject({
      ...validWorkOrder,
      status: 'Väntande',
      priority: 'medium',
      executionDate: null,
      todoList: [],
      materials: [],
    });
    expect(Number(body.workOrderNumber.slice(-3))).toBeGreaterThanOrEqual(100);
  });

  it('puts a waiting job in progress when a timer starts on it, counted and in the trail; a finished job stays finished and takes none', async () => {
    const waiting = (await api().post('/api/workorders', validWorkOrder)).json();
    const inProgressBefore = Number(
      (await api().get('/api/workorders?status=in_progress&limit=1')).headers['x-total-count'],
    );
    expect((await api().post(`/api/workorders/${waiting.id}/timer`)).statusCode).toBe(201);
    expect((await api().get(`/api/workorders/${waiting.id}`)).json().status).toBe('Pågående');
    expect(Number((await api().get('/api/workorders?status=in_progress&limit=1')).headers['x-total-count'])).toBe(
      inProgressBefore + 1,
    );
    const trail = (await api().get(`/api/audit?entity=workOrder&id=${waiting.id}`)).json();
    expect(trail.at(-1)).toMatchObject({
      action: 'updated',
      changes: [{ field: 'status', from: 'Väntande', to: 'Pågående' }],
    });
    const done = (await api().post('/api/workorders', { ...validWorkOrder, status: 'Klar' })).json();
    // It takes no timer at all: nothing would stop it (src/server/time/timer-start.test.ts has the rest).
    expect((await api().post(`/api/workorders/${done.id}/timer`)).statusCode).toBe(409);
    expect((await api().get(`/api/workorders/${done.id}`)).json().status).toBe('Klar');
    await api().delete('/api/timer');
  });

  it('keeps every field, including the todo list and materials passed through', async () => {
    const payload = {
      ...validWorkOrder,
      workOrderNumber: 'AO-EGET-1',
      status: 'RedoAttFakturera',
      priority: 'high',
      executionDate: '2026-12-01',
      todoList: [{ text: 'Tryckprova', done: true, extra: 'behålls' }],
      materials: [{ name: 'Hydraulolja 20 l', quantity: 2, articleNumber: 'HO-20' }],
    };
    const created = (await api().post('/api/workorders', payload)).json();
    expect(created).toMatchObject(payload);
    const listed = (await api().get('/api/workorders')).json().find((order: { id: string }) => order.id === created.id);
    expect(listed).toMatchObject(payload);
  });

  it('lists each work order exactly as it reads on its own', async () => {
    const created = (
      await api().post('/api/workorders', {
        ...validWorkOrder,
        executionDate: '2026-12-24',
        todoList: [{ text: 'Smörj', done: false }],
        materials: [{ name: 'Fett', quantity: 0.5 }],
      })
    ).json();
    const listed = (await api().get('/api/workorders?limit=100'))
      .json()
      .find((order: { id: string }) => order.id === created.id);
    // Only the single read carries the customer's signature (FIELD.md decision 5).
    const { signature, ...single } = (await api().get(`/api/workorders/${created.id}`)).json();
    expect(signature).toBeNull();
    expect(listed).toEqual(single);
    expect(listed).toEqual(created);
  });

  it.each([['title'], ['customerNumber'], ['vehicleCategory'], ['workCategory']])(
    'refuses a work order without %s with the spec message',
    async (field) => {
      const response = await api().post('/api/workorders', { ...validWorkOrder, [field]: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Fyll i alla obligatoriska fält.',
        errors: [{ field, message: 'Fyll i alla obligatoriska fält.' }],
      });
    },
  );

  it('refuses a category outside the lists and a priority or status it does not know', async () => {
    expect((await api().post('/api/workorders', { ...validWorkOrder, vehicleCategory: 'Cykel' })).json().message).toBe(
      'Välj en fordonskategori ur listan.',
    );
    expect((await api().post('/api/workorders', { ...validWorkOrder, priority: 'akut' })).json().message).toBe(
      'Ogiltig prioritet.',
    );
    expect((await api().post('/api/workorders', { ...validWorkOrder, status: 'Glömd' })).json().message).toBe(
      'Ogiltig status.',
    );
    expect(
      (await api().post('/api/workorders', { ...validWorkOrder, executionDate: '2026-02-30' })).json().message,
    ).toBe('Ange ett giltigt datum (ÅÅÅÅ-MM-DD).');
  });

  it('accepts all six form statuses and the three legacy ones', async () => {
    for (const status of [
      'Väntande',
      'Pågående',
      'Klar',
      'Avbruten',
      'RedoAttFakturera',
      'Fakturerad',
      'pending',
      'in_progress',
      'completed',
    ]) {
      expect((await api().post('/api/workorders', { ...validWorkOrder, status })).statusCode).toBe(201);
    }
  });

  it('answers 409 when the client gives a number already used in the organisation', async () => {
    await api().post('/api/workorders', { ...validWorkOrder, workOrderNumber: 'AO-DUBBEL' });
    const duplicate = await api().post('/api/workorders', {
      ...validWorkOrder,
      workOrderNumber: 'AO-DUBBEL',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Arbetsordernumret används redan.');
  });

  it('lets another organisation use the same number', async () => {
    const other = await createAccount(test.app);
    await api().post('/api/workorders', { ...validWorkOrder, workOrderNumber: 'AO-DELAT' });
    expect(
      (await as(test.app, other).post('/api/workorders', { ...validWorkOrder, workOrderNumber: 'AO-DELAT' }))
        .statusCode,
    ).toBe(201);
  });

  it('generates unique numbers even when the day is crowded', async () => {
    const crowded = await createAccount(test.app);
    const today = TEST_TODAY.replaceAll('-', '');
    // Take 850 of the day's 900 numbers, so that most random picks collide.
    for (let suffix = 100; suffix < 950; suffix++) {
      await as(test.app, crowded).post('/api/workorders', {
        ...validWorkOrder,
        workOrderNumber: `AO-${today}-${suffix}`,
      });
    }
    const created = [];
    for (let index = 0; index < 10; index++)
      created.push(await as(test.app, crowded).post('/api/workorders', validWorkOrder));
    expect(created.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const numbers = created.map((response) => response.json().workOrderNumber);
    expect(new Set(numbers).size).toBe(10);
    // Once all 900 numbers of the day are used, the client is asked for its own.
    for (let index = 0; index < 40; index++) await as(test.app, crowded).post('/api/workorders', validWorkOrder);
    const full = await as(test.app, crowded).post('/api/workorders', validWorkOrder);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Kunde inte skapa ett unikt nummer. Ange ett eget nummer och försök igen.');
    expect((await as(test.app, crowded).get('/api/workorders?limit=1')).headers['x-total-count']).toBe('900');
  }, 120_000);

  it('updates every field, keeping the number when none is sent', async () => {
    const created = (await api().post('/api/workorders', validWorkOrder)).json();
    const response = await api().put(`/api/workorders/${created.id}`, {
      ...validWorkOrder,
      id: created.id,
      createdAt: 'ignoreras',
      title: 'Ny titel',
      status: 'Klar',
      workOrderNumber: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      title: 'Ny titel',
      status: 'Klar',
      workOrderNumber: created.workOrderNumber,
      createdAt: created.createdAt,
    });
  });

  it('refuses an update without an id with the spec message', async () => {
    const response = await api().put('/api/workorders', validWorkOrder);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Kunde inte uppdatera: arbetsorder-ID saknas.');
  });

  it('refuses to change the number into one that is taken', async () => {
    await api().post('/api/workorders', { ...validWorkOrder, workOrderNumber: 'AO-UPPTAGET' });
    const created = (await api().post('/api/workorders', validWorkOrder)).json();
    const response = await api().put(`/api/workorders/${created.id}`, {
      ...validWorkOrder,
      workOrderNumber: 'AO-UPPTAGET',
    });
    expect(response.statusCode).toBe(409);
  });

  it('deletes a work order with 204, then answers 404', async () => {
    const created = (await api().post('/api/workorders', validWorkOrder)).json();
    expect((await api().delete(`/api/workorders/${created.id}`)).statusCode).toBe(204);
    expect((await api().delete(`/api/workorders/${created.id}`)).statusCode).toBe(404);
    expect((await api().get(`/api/workorders/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a work order that has invoices', async () => {
    const created = (await api().post('/api/workorders', validWorkOrder)).json();
    await api().post('/api/invoice', validInvoice(created.id));
    const response = await api().delete(`/api/workorders/${created.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Arbetsordern har fakturor och kan inte tas bort.');
  });
});

describe.each(drivers)('work order lists on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  beforeAll(async () => {
    account = await createAccount(test.app);
    for (const status of [
      'Väntande',
      'pending',
      'Pågående',
      'in_progress',
      'Klar',
      'completed',
      'completed',
      'Avbruten',
      'Fakturerad',
    ]) {
      await as(test.app, account).post('/api/workorders', {
        ...validWorkOrder,
        title: `Order ${status}`,
        status,
      });
      // Newest first needs creation times apart; the embedded database's clock counts milliseconds.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  });
  const get = (url: string) => as(test.app, account).get(url);

  it('lists newest first with the total in X-Total-Count', async () => {
    const response = await get('/api/workorders');
    expect(response.headers['x-total-count']).toBe('9');
    const titles = response.json().map((order: { title: string }) => order.title);
    expect(titles[0]).toBe('Order Fakturerad');
    expect(titles.at(-1)).toBe('Order Väntande');
  });

  it.each([
    ['pending', 2],
    ['Väntande', 2],
    ['in_progress', 2],
    ['completed', 3],
    ['Klar', 3],
    ['Avbruten', 1],
    ['all', 9],
  ])('treats synonyms as one: status=%s gives %i', async (status, count) => {
    const response = await get(`/api/workorders?status=${encodeURIComponent(status)}`);
    expect(response.json()).toHaveLength(count);
    expect(response.headers['x-total-count']).toBe(String(count));
  });

  it('pages with limit and offset', async () => {
    const first = (await get('/api/workorders?limit=4')).json();
    const second = (await get('/api/workorders?limit=4&offset=4')).json();
    const all = (await get('/api/workorders')).json();
    expect([...first, ...second].map((order: { id: string }) => order.id)).toEqual(
      all.slice(0, 8).map((order: { id: string }) => order.id),
    );
  });

  it.each(['limit=0', 'limit=abc', 'offset=-1', 'status=okänd'])('refuses %s with 400', async (query) => {
    const response = await get(`/api/workorders?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Ogiltig/);
  });

  it('answers at most 100 work orders a page (each may carry 200 000 characters), other lists 200', async () => {
    expect((await get('/api/workorders?limit=100')).statusCode).toBe(200);
    for (const query of ['limit=101', 'limit=500', 'limit=100000']) {
      const response = await get(`/api/workorders?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Högst 100 rader per sida (limit). Hämta resten med offset.');
    }
    expect((await get('/api/invoice?limit=200')).statusCode).toBe(200);
    expect((await get('/api/invoice?limit=201')).json().message).toBe(
      'Högst 200 rader per sida (limit). Hämta resten med offset.',
    );
    expect((await get('/api/customers?limit=500')).statusCode).toBe(400);
  });

  it('keeps the count right through status changes and deletion', async () => {
    const created = (
      await as(test.app, account).post('/api/workorders', { ...validWorkOrder, status: 'pending' })
    ).json();
    expect((await get('/api/workorders?status=pending')).headers['x-total-count']).toBe('3');
    await as(test.app, account).put(`/api/workorders/${created.id}`, { ...validWorkOrder, status: 'Klar' });
    expect((await get('/api/workorders?status=pending')).headers['x-total-count']).toBe('2');
    expect((await get('/api/workorders?status=completed')).headers['x-total-count']).toBe('4');
    await as(test.app, account).delete(`/api/workorders/${created.id}`);
    expect((await get('/api/workorders?status=completed')).headers['x-total-count']).toBe('3');
    expect((await get('/api/workorders')).headers['x-total-count']).toBe('9');
  });
});
