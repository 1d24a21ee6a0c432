import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, TEST_TODAY, useWorkshop } from '../test/harness';

describe.each(drivers)('parts and stock on %s', (driver) => {
  const ctx = useWorkshop(driver);
  const api = ctx.api;
  let machineId: string;
  beforeAll(async () => {
    const customer = (await api().post('/api/customers', { name: 'Schakt & Väg AB' })).json();
    machineId = (
      await api().post('/api/machines', { customerId: customer.id, category: 'Grävmaskin', make: 'Volvo' })
    ).json().id;
  });

  let counter = 0;
  const newPart = async (body: Record<string, unknown> = {}) => {
    counter += 1;
    const response = await api().post('/api/parts', {
      partNumber: `P-${counter}`,
      name: 'Oljefilter',
      salePrice: 149,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const move = async (partId: string, body: Record<string, unknown>) => {
    const response = await api().post(`/api/parts/${partId}/movements`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const part = async (id: string) => (await api().get(`/api/parts/${id}`)).json();
  const workOrder = (materials: unknown[], status = 'Pågående') => ({
    title: 'Service 500 h',
    workCategory: 'Service',
    machineId,
    status,
    materials,
  });
  const saveWorkOrder = async (body: Record<string, unknown>, id?: string) => {
    const response = id ? await api().put(`/api/workorders/${id}`, body) : await api().post('/api/workorders', body);
    expect(response.statusCode, response.body).toBe(id ? 200 : 201);
    return response.json();
  };

  /** The ledger's invariants, read from the database: on hand is the sum of the movements; each work order has drawn its finished materials. */
  const expectLedgerHeld = async () => {
    const rows = (await ctx.database.db.execute(sql`
      select p.id from parts as p
      where p.on_hand_hundredths <> coalesce((select sum(m.quantity_hundredths) from part_movements as m where m.part_id = p.id), 0)
      union all
      select wp.part_id from work_order_parts as wp join work_orders as w on w.id = wp.work_order_id join parts as p on p.id = wp.part_id and p.stocked
      where (case when w.status in ('Klar', 'completed', 'RedoAttFakturera', 'Fakturerad') then wp.quantity_hundredths else 0 end)
        <> coalesce((select -sum(m.quantity_hundredths) from part_movements as m where m.work_order_id = w.id and m.part_id = wp.part_id), 0)`)) as unknown as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([]);
  };

  it('registers parts with Swedish messages, one number each, sorted by number and found by any part of number, name, supplier or shelf', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Filter' }, 'Ange artikelnummer.'],
      [{ partNumber: 'X1' }, 'Ange benämning.'],
      [{ partNumber: 'X1', name: 'Filter', unit: 'tunna' }, 'Enheten ska vara st, l, m, kg, förp eller tim.'],
      [
        { partNumber: 'X1', name: 'Filter', salePrice: -1 },
        'Ange ett pris mellan 0 och 10 000 000 kr med högst två decimaler.',
      ],
      [
        { partNumber: 'X1', name: 'Filter', salePrice: '12,345' },
        'Ange ett pris mellan 0 och 10 000 000 kr med högst två decimaler.',
      ],
      [
        { partNumber: 'X1', name: 'Filter', salePrice: 10, reorderPoint: '-2' },
        'Ange ett antal mellan 0 och 1 000 000 med högst två decimaler.',
      ],
      [{ partNumber: 'X1', name: 'Filter', salePrice: 10, stocked: 'kanske' }, 'Lagerförd ska vara ja eller nej.'],
    ];
    for (const [body, message] of cases) {
      const response = await api().post('/api/parts', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const workshop = as(ctx.app, await createAccount(ctx.app));
    for (const [partNumber, name, supplier, location] of [
      ['VOE-14524170', 'Hydraulfilter', 'Volvo CE', 'B2'],
      ['1R-0750', 'Bränslefilter', 'Caterpillar', 'A1'],
      ['21707132', 'Oljefilter', 'Volvo CE', 'A3'],
    ]) {
      const response = await workshop.post('/api/parts', {
        partNumber,
        name,
        supplier,
        location,
        salePrice: '249,50',
        purchasePrice: 180,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const duplicate = await workshop.post('/api/parts', {
      partNumber: '1R-0750',
      name: 'Annat',
      salePrice: 1,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Artikelnumret används redan.');
    const all = await workshop.get('/api/parts');
    expect(all.json().map((listed: { partNumber: string }) => listed.partNumber)).toEqual([
      '1R-0750',
      '21707132',
      'VOE-14524170',
    ]);
    expect(all.headers['x-total-count']).toBe('3');
    // A full page reads the counted total, kept as parts are added and deleted.
    expect((await workshop.get('/api/parts?limit=2')).headers['x-total-count']).toBe('3');
    const extra = (await workshop.post('/api/parts', { partNumber: 'ZZ-1', name: 'Skruv', salePrice: 0 })).json();
    expect((await workshop.get('/api/parts?limit=1')).headers['x-total-count']).toBe('4');
    expect((await workshop.delete(`/api/parts/${extra.id}`)).statusCode).toBe(204);
    expect((await workshop.get('/api/parts?limit=1')).headers['x-total-count']).toBe('3');
    expect(all.json()[0]).toMatchObject({
      unit: 'st',
      salePrice: 249.5,
      purchasePrice: 180,
      onHand: 0,
      reserved: 0,
      available: 0,
      averageCost: null,
      stocked: true,
    });
    const find = async (q: string) =>
      (await workshop.get(`/api/parts?q=${encodeURIComponent(q)}`))
        .json()
        .map((listed: { partNumber: string }) => listed.partNumber);
    expect(await find('volvo ce')).toEqual(['21707132', 'VOE-14524170']);
    expect(await find('BRÄNSLE')).toEqual(['1R-0750']);
    expect(await find('a3')).toEqual(['21707132']);
    expect(await find('4524')).toEqual(['VOE-14524170']);
  });

  it('receives, returns, adjusts and counts, newest first, with the moving average cost and the quantity after each', async () => {
    const filter = await newPart();
    await move(filter.id, { type: 'receipt', quantity: 10, unitCost: 89 });
    await move(filter.id, { type: 'receipt', quantity: '10', unitCost: '99,00' });
    expect(await part(filter.id)).toMatchObject({ onHand: 20, averageCost: 94 });
    await move(filter.id, { type: 'return', quantity: 2, note: 'Fel modell' });
    await move(filter.id, { type: 'adjustment', quantity: '-1,5', note: 'Trasig vid uppackning' });
    const count = await move(filter.id, { type: 'count', counted: 15 });
    expect(count).toMatchObject({ type: 'count', quantity: -1.5, onHandAfter: 15 });
    const refused: Array<[Record<string, unknown>, string]> = [
      [
        { type: 'work-order', quantity: 1 },
        'Välj inleverans, justering, inventering eller retur till leverantör. Uttag till arbetsordrar bokas när arbetsordern blir klar.',
      ],
      [{ type: 'receipt', quantity: 0 }, 'Ange ett antal över 0 med högst två decimaler (högst 1 000 000).'],
      [{ type: 'receipt', quantity: 1.005 }, 'Ange ett antal över 0 med högst två decimaler (högst 1 000 000).'],
      [{ type: 'adjustment', quantity: 2 }, 'Skriv varför lagret justeras.'],
      [
        { type: 'adjustment', quantity: 0, note: 'x' },
        'Ange hur mycket lagret ändras, till exempel -2 eller 3, med högst två decimaler.',
      ],
      [{ type: 'count', counted: -1 }, 'Ange antalet som finns på hyllan, 0 eller mer, med högst två decimaler.'],
    ];
    for (const [body, message] of refused) {
      const response = await api().post(`/api/parts/${filter.id}/movements`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const ledger = await api().get(`/api/parts/${filter.id}/movements`);
    expect(ledger.headers['x-total-count']).toBe('5');
    expect(
      ledger.json().map(({ type, quantity, onHandAfter }: Record<string, unknown>) => [type, quantity, onHandAfter]),
    ).toEqual([
      ['count', -1.5, 15],
      ['adjustment', -1.5, 16.5],
      ['return', -2, 18],
      ['receipt', 10, 20],
      ['receipt', 10, 10],
    ]);
    expect(ledger.json()[3]).toMatchObject({ unitCost: 99 });
    // The ledger stays: a part with movements cannot be deleted.
    const deleted = await api().delete(`/api/parts/${filter.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe('Artikeln har lagerrörelser och kan inte tas bort.');
    await expectLedgerHeld();
  });

  it('takes ten oil filters, reserves four on a work order, draws them when it is finished, counts five on the shelf and invoices the filters', async () => {
    const filter = await newPart({ name: 'Oljefilter Volvo', salePrice: 189, reorderPoint: 5 });
    await move(filter.id, { type: 'receipt', quantity: 10, unitCost: 95 });
    const job = await saveWorkOrder(
      workOrder([
        { partId: filter.id, quantity: 4 },
        { name: 'Trasor', quantity: 1 },
      ]),
    );
    // The part's name and sale price come along.
    expect(job.materials[0]).toMatchObject({
      partId: filter.id,
      name: 'Oljefilter Volvo',
      unitPrice: 189,
      quantity: 4,
    });
    expect(await part(filter.id)).toMatchObject({ onHand: 10, reserved: 4, available: 6, isLow: false });

    await saveWorkOrder({ ...job, status: 'Klar' }, job.id);
    expect(await part(filter.id)).toMatchObject({ onHand: 6, reserved: 0, available: 6 });
    const [drawn] = (await api().get(`/api/parts/${filter.id}/movements`)).json();
    expect(drawn).toMatchObject({
      type: 'work-order',
      quantity: -4,
      onHandAfter: 6,
      workOrderId: job.id,
      unitCost: 95,
      note: `Arbetsorder ${job.workOrderNumber}`,
    });

    await move(filter.id, { type: 'count', counted: 5 });
    expect(await part(filter.id)).toMatchObject({ onHand: 5, isLow: true });
    expect(
      (await api().get('/api/parts?belowReorder=true')).json().map((listed: { id: string }) => listed.id),
    ).toContain(filter.id);

    const invoice = await api().post('/api/invoice', {
      customerName: 'Schakt & Väg AB',
      customerEmail: 'ekonomi@schakt.se',
      workOrderId: job.id,
      items: [
        { description: 'Arbete: Service 500 h', quantity: 2, price: 850 },
        {
          description: job.materials[0].name,
          quantity: job.materials[0].quantity,
          price: job.materials[0].unitPrice,
        },
      ],
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json().items[1]).toMatchObject({
      description: 'Oljefilter Volvo',
      quantity: 4,
      price: 189,
    });
    await expectLedgerHeld();
  });

  it('moves exactly the difference when a work order is edited, reopened, cancelled or deleted', async () => {
    const filter = await newPart();
    const oil = await newPart({ name: 'Motorolja 15W-40', unit: 'l' });
    await move(filter.id, { type: 'receipt', quantity: 10 });
    await move(oil.id, { type: 'receipt', quantity: 100 });
    const onHand = async () => [(await part(filter.id)).onHand, (await part(oil.id)).onHand];
    const reserved = async () => [(await part(filter.id)).reserved, (await part(oil.id)).reserved];

    let job = await saveWorkOrder(
      workOrder(
        [
          { partId: filter.id, quantity: 4 },
          { partId: oil.id, quantity: '18,5' },
        ],
        'Klar',
      ),
    );
    expect(await onHand()).toEqual([6, 81.5]);
    job = await saveWorkOrder({ ...job, materials: [{ partId: filter.id, quantity: 3 }] }, job.id);
    expect(await onHand()).toEqual([7, 100]);
    job = await saveWorkOrder({ ...job, status: 'Pågående' }, job.id);
    expect(await onHand()).toEqual([10, 100]);
    expect(await reserved()).toEqual([3, 0]);
    job = await saveWorkOrder({ ...job, status: 'Avbruten' }, job.id);
    expect(await reserved()).toEqual([0, 0]);
    job = await saveWorkOrder({ ...job, status: 'Fakturerad' }, job.id);
    job = await saveWorkOrder({ ...job, status: 'RedoAttFakturera' }, job.id);
    expect(await onHand()).toEqual([7, 100]);
    await expectLedgerHeld();

    expect((await api().delete(`/api/workorders/${job.id}`)).statusCode).toBe(204);
    expect(await onHand()).toEqual([10, 100]);
    const ledger = (await api().get(`/api/parts/${filter.id}/movements`)).json();
    // Drawn, half returned, the rest returned, drawn again, returned with the deleted work order: its rows stay, no longer naming it.
    expect(
      ledger
        .filter((movement: { type: string }) => movement.type === 'work-order')
        .map((movement: { quantity: number }) => movement.quantity),
    ).toEqual([3, -3, 3, 1, -4]);
    expect(ledger.every((movement: { workOrderId: string | null }) => movement.workOrderId === null)).toBe(true);
    await expectLedgerHeld();
  });

  it('never counts a part that is not stocked, lets stock go below zero and flags it', async () => {
    const special = await newPart({ name: 'Beställd tätningssats', stocked: 'nej' });
    const job = await saveWorkOrder(workOrder([{ partId: special.id, quantity: 1 }], 'Klar'));
    expect(await part(special.id)).toMatchObject({ onHand: 0, reserved: 0, stocked: false, isLow: false });
    expect((await api().get(`/api/parts/${special.id}/movements`)).json()).toEqual([]);
    const refused = await api().post(`/api/parts/${special.id}/movements`, { type: 'receipt', quantity: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Artikeln lagerförs inte: inga lagerrörelser bokas för den.');
    // On a work order it cannot be deleted.
    expect((await api().delete(`/api/parts/${special.id}`)).statusCode).toBe(409);
    await api().delete(`/api/workorders/${job.id}`);
    expect((await api().delete(`/api/parts/${special.id}`)).statusCode).toBe(204);

    const early = await newPart({ name: 'Slang' });
    await saveWorkOrder(workOrder([{ partId: early.id, quantity: 2 }], 'Klar'));
    expect(await part(early.id)).toMatchObject({ onHand: -2, isLow: true });
    await expectLedgerHeld();
  });

  it('refuses a work order naming a part that is not the workshop’s, and keeps parts and ledgers to their workshop', async () => {
    const filter = await newPart();
    const other = as(ctx.app, await createAccount(ctx.app));
    expect((await other.get(`/api/parts/${filter.id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/parts/${filter.id}/movements`)).statusCode).toBe(404);
    expect((await other.post(`/api/parts/${filter.id}/movements`, { type: 'receipt', quantity: 1 })).statusCode).toBe(
      404,
    );
    expect((await other.put(`/api/parts/${filter.id}`, { partNumber: 'X', name: 'Y', salePrice: 1 })).statusCode).toBe(
      404,
    );
    expect((await other.delete(`/api/parts/${filter.id}`)).statusCode).toBe(404);
    expect((await other.get('/api/parts')).json()).toEqual([]);
    const response = await other.post('/api/workorders', {
      title: 'Service',
      workCategory: 'Service',
      customerNumber: 'K1',
      vehicleCategory: 'Traktor',
      materials: [{ partId: filter.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'materials.0.partId', message: 'Artikeln hittades inte.' }]);
  });

  it('values the stock at the end of a day: on hand at average cost', async () => {
    const workshop = as(ctx.app, await createAccount(ctx.app));
    const a = (await workshop.post('/api/parts', { partNumber: 'A', name: 'Filter', salePrice: 100 })).json();
    const b = (await workshop.post('/api/parts', { partNumber: 'B', name: 'Olja', unit: 'l', salePrice: 100 })).json();
    await workshop.post(`/api/parts/${a.id}/movements`, { type: 'receipt', quantity: 10, unitCost: 89 });
    await workshop.post(`/api/parts/${a.id}/movements`, { type: 'receipt', quantity: 10, unitCost: 99 });
    await workshop.post(`/api/parts/${b.id}/movements`, {
      type: 'receipt',
      quantity: '20,5',
      unitCost: '41,20',
    });
    const value = (await workshop.get('/api/parts/stock-value')).json();
    // 20 × 94 + 20,5 × 41,20 = 1 880 + 844,60
    expect(value).toEqual({ date: TEST_TODAY, value: 2724.6, parts: 2 });
    expect((await workshop.get('/api/parts/stock-value?date=2020-12-31')).json()).toEqual({
      date: '2020-12-31',
      value: 0,
      parts: 0,
    });
    // An earlier day is read from the ledger: the first receipt, booked on New Year's Eve.
    await ctx.database.db.execute(
      sql`update part_movements set created_at = '2025-12-31 23:30:00+01' where part_id = ${a.id} and on_hand_after_hundredths = 1000`,
    );
    expect((await workshop.get('/api/parts/stock-value?date=2025-12-31')).json()).toEqual({
      date: '2025-12-31',
      value: 890,
      parts: 1,
    });
    expect((await workshop.get('/api/parts/stock-value?date=2025-12-30')).json()).toEqual({
      date: '2025-12-30',
      value: 0,
      parts: 0,
    });
    expect((await workshop.get('/api/parts/stock-value?date=2020-02-30')).statusCode).toBe(400);
  });
});
