import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldPackSchema, type FieldPack } from '../../shared/field';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder, type Account } from '../test/harness';
import { pngOf } from '../test/images';
import { fileOf, recordFields, uploader } from '../test/multipart';
import { addMember } from '../test/team';

// GET /field/today (FIELD.md decision 6): the jobs a member's device keeps offline for today and the
// next two days, with what is needed on site. The test clock's today is Monday 15 June 2026, 12:00.
describe.each(drivers)('the field pack on %s', (driver) => {
  const test = useTestApp(driver);
  let owner: Account;
  let mechanic: Account;
  const ids: Record<string, string> = {};

  const job = async (title: string, extra: Record<string, unknown>) => {
    const created = await as(test.app, owner).post('/api/workorders', { ...validWorkOrder, title, ...extra });
    expect(created.statusCode).toBe(201);
    return created.json().id as string;
  };
  const book = async (id: string, start: string, end: string, assigneeIds: string[]) => {
    const booked = await as(test.app, owner).put(`/api/workorders/${id}/booking`, {
      start,
      end,
      assigneeIds,
      onSite: true,
    });
    expect(booked.statusCode).toBe(200);
  };
  const pack = async (account: Account) => {
    const answer = await as(test.app, account).get('/api/field/today');
    expect(answer.statusCode).toBe(200);
    return fieldPackSchema.parse(answer.json()) as FieldPack;
  };

  beforeAll(async () => {
    owner = await createAccount(test.app);
    mechanic = await addMember(test.app, owner, 'mechanic', 'Mats');
    const api = as(test.app, owner);
    const customer = (
      await api.post('/api/customers', { name: 'Åkeri Nord AB', type: 'company', phone: '070-123 45 67' })
    ).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
      })
    ).json();
    for (const [partNumber, name, salePrice] of [
      ['HF-1', 'Hydraulfilter', 320.5],
      ['OL-2', 'Motorolja 15W-40', 89],
    ] as const)
      ids[partNumber] = (
        await api.post('/api/parts', { partNumber, name, unit: 'st', salePrice, stocked: true })
      ).json().id;
    await api.post(`/api/parts/${ids['HF-1']}/movements`, { type: 'receipt', quantity: 4, unitCost: 180 });
    const mine = { assigneeIds: [mechanic.userId] };
    ids.today = await job('Idag', {
      ...mine,
      customerId: customer.id,
      machineId: machine.id,
      executionDate: '2026-06-15',
      todoList: [{ text: 'Byt filter', done: true }, { text: 'Kontrollera slangar' }],
      materials: [{ partId: ids['HF-1'], quantity: 1 }],
    });
    ids.bookedTomorrow = await job('Bokat imorgon', { ...mine, customerId: customer.id });
    await book(ids.bookedTomorrow, '2026-06-16T07:00', '2026-06-16T09:00', [mechanic.userId]);
    ids.undated = await job('Utan datum', mine);
    ids.bookedLater = await job('Bokat om en vecka', mine);
    await book(ids.bookedLater, '2026-06-22T07:00', '2026-06-22T09:00', [mechanic.userId]);
    ids.datedLater = await job('Om fyra dagar', { ...mine, executionDate: '2026-06-19' });
    ids.finished = await job('Klar', { ...mine, executionDate: '2026-06-15', status: 'Klar' });
    ids.someoneElses = await job('Någon annans', { executionDate: '2026-06-15' });
    // Time and a photo on today's job, the mechanic's own.
    expect(
      (await as(test.app, mechanic).post('/api/time', { workOrderId: ids.today, date: '2026-06-15', hours: 1.5 }))
        .statusCode,
    ).toBe(201);
    const upload = uploader(test.app, mechanic);
    expect(
      (await upload([...recordFields('workOrder', ids.today), fileOf(await pngOf(800, 600), 'slang.png', 'image/png')]))
        .statusCode,
    ).toBe(201);
  }, 120_000);

  it('holds the member’s open jobs of today and the next two days, booked first, each with what the site needs', async () => {
    const seen = await pack(mechanic);
    expect(seen).toMatchObject({ generatedAt: '2026-06-15T10:00:00.000Z', from: '2026-06-15', to: '2026-06-17' });
    expect(seen.workOrders.map((workOrder) => workOrder.title)).toEqual(['Bokat imorgon', 'Idag', 'Utan datum']);
    const [booked, today, undated] = seen.workOrders;
    expect(booked!.booking).toMatchObject({ start: '2026-06-16T07:00', end: '2026-06-16T09:00', onSite: true });
    expect(today!.booking).toBeNull();
    expect(today!.machine).toMatchObject({ make: 'Volvo', model: 'EC220E', customerName: 'Åkeri Nord AB' });
    expect(today!.customer).toEqual({ name: 'Åkeri Nord AB', phone: '070-123 45 67' });
    expect(undated).toMatchObject({ machine: null, customer: null, timeEntries: [], files: [] });
    expect(today!.checklist).toEqual([
      { index: 0, text: 'Byt filter', done: true },
      { index: 1, text: 'Kontrollera slangar', done: false },
    ]);
    expect(today!.materials).toMatchObject([{ partId: ids['HF-1'], name: 'Hydraulfilter' }]);
    expect(today!.timeEntries).toMatchObject([{ workOrderId: ids.today, hours: 1.5, userId: mechanic.userId }]);
    expect(today!.files).toMatchObject([{ name: 'slang.png', hasThumbnail: true }]);
    // The thumbnail the device keeps is there by that id.
    expect((await as(test.app, mechanic).get(`/api/files/${today!.files[0]!.id}/thumbnail`)).statusCode).toBe(200);
    // The same work order as its own page shows it, but for the signature only the page reads.
    const { signature: _signature, ...page } = (
      await as(test.app, mechanic).get(`/api/workorders/${ids.today}`)
    ).json();
    expect(today).toMatchObject(page);
  });

  it('lists every part of the workshop with its sale price and stock, the rates, and who the caller is', async () => {
    const seen = await pack(mechanic);
    expect(seen.parts).toEqual([
      { id: ids['HF-1'], partNumber: 'HF-1', name: 'Hydraulfilter', unit: 'st', salePrice: 320.5, onHand: 4 },
      { id: ids['OL-2'], partNumber: 'OL-2', name: 'Motorolja 15W-40', unit: 'st', salePrice: 89, onHand: 0 },
    ]);
    expect(seen.rates).toMatchObject([{ name: 'Verkstadstimme', unit: 'h', isDefault: true }]);
    expect(seen.me).toEqual({ id: mechanic.userId, name: 'Mats Lund', checkedIn: false });
  });

  it('says whether the caller is checked in now', async () => {
    const alone = await createAccount(test.app);
    expect((await pack(alone)).me.checkedIn).toBe(false);
    expect((await as(test.app, alone).post('/api/staff-ledger/check-in', {})).statusCode).toBe(201);
    expect((await pack(alone)).me.checkedIn).toBe(true);
  });

  it('holds nothing of another member or another workshop', async () => {
    const owners = await pack(owner);
    expect(owners.workOrders).toEqual([]);
    expect(owners.me.id).toBe(owner.userId);
    const stranger = await createAccount(test.app);
    const theirs = await pack(stranger);
    expect(theirs).toMatchObject({ workOrders: [], parts: [] });
    expect(JSON.stringify(theirs)).not.toContain('Hydraulfilter');
  });

  it('answers compressed when the client accepts it, and 401 without a session', async () => {
    const answer = await test.app.inject({
      method: 'GET',
      url: '/api/field/today',
      headers: { authorization: `Bearer ${mechanic.token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(answer.rawPayload).toString('utf8');
    expect(fieldPackSchema.parse(JSON.parse(text)).workOrders).toHaveLength(3);
    expect((await test.app.inject({ method: 'GET', url: '/api/field/today' })).statusCode).toBe(401);
  });

  it('is for every member: office and owner read their own', async () => {
    const office = await addMember(test.app, owner, 'office');
    await as(test.app, owner).put(`/api/workorders/${ids.undated}`, {
      ...validWorkOrder,
      title: 'Utan datum',
      assigneeIds: [mechanic.userId, office.userId],
    });
    expect((await pack(office)).workOrders.map((workOrder) => workOrder.id)).toEqual([ids.undated]);
  });
});
