import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, TEST_TODAY, validWorkOrder, useWorkshop } from '../test/harness';
import { addMember } from '../test/team';

/** sv-SE groups thousands with a no-break space. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe.each(drivers)('machines on %s', (driver) => {
  const ctx = useWorkshop(driver);
  let customerId: string;
  beforeAll(async () => {
    customerId = (await ctx.api().post('/api/customers', { name: 'Åkeri Nord AB', city: 'Luleå' })).json().id;
  });
  const api = ctx.api;
  const create = async (body: Record<string, unknown>) => {
    const response = await api().post('/api/machines', { customerId, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('registers a machine with its owner’s name, identifiers upper case without spaces, hours by default and kilometres for a truck', async () => {
    const excavator = await create({
      category: 'Grävmaskin',
      make: 'Volvo',
      model: 'EC220E',
      year: 2019,
      serialNumber: 'vce ec220 e123456',
      registrationNumber: 'abc 12d',
    });
    expect(excavator).toMatchObject({
      customerId,
      customerName: 'Åkeri Nord AB',
      serialNumber: 'VCEEC220E123456',
      registrationNumber: 'ABC12D',
      meterUnit: 'h',
      meter: null,
      meterDate: null,
      serviceStatus: 'ok',
    });
    expect((await create({ category: 'Lastbil', make: 'Scania' })).meterUnit).toBe('km');
    // A crawler excavator is often unregistered: make alone is enough.
    expect((await create({ category: 'Bandgrävare', make: 'Hitachi' })).registrationNumber).toBeNull();
  });

  it('refuses what is not a machine, with Swedish messages, and a taken serial or registration number with 409', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ category: 'Grävmaskin', make: '' }, 'Ange märke.'],
      [{ category: 'Ubåt', make: 'Volvo' }, 'Välj en fordonskategori ur listan.'],
      [
        { category: 'Traktor', make: 'Valtra', registrationNumber: 'AB1234' },
        'Registreringsnumret ska vara tre bokstäver, två siffror och en bokstav eller siffra (ABC123, ABC12D).',
      ],
      [
        { category: 'Traktor', make: 'Valtra', year: 1949 },
        `Årsmodellen ska vara mellan 1950 och ${new Date().getFullYear() + 1}.`,
      ],
      [{ category: 'Traktor', make: 'Valtra', meterUnit: 'mil' }, 'Mätarenheten ska vara h eller km.'],
    ];
    for (const [body, message] of cases) {
      const response = await api().post('/api/machines', { customerId, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await api().post('/api/machines', { category: 'Traktor', make: 'Valtra' })).json().message).toBe(
      'Välj kund.',
    );
    expect(
      (
        await api().post('/api/machines', {
          customerId: '00000000-0000-4000-8000-000000000000',
          category: 'Traktor',
          make: 'Valtra',
        })
      ).statusCode,
    ).toBe(404);
    await create({
      category: 'Traktor',
      make: 'Valtra',
      serialNumber: 'T-999',
      registrationNumber: 'XYZ789',
    });
    expect(
      (
        await api().post('/api/machines', {
          customerId,
          category: 'Traktor',
          make: 'Valtra',
          serialNumber: 't999',
        })
      ).json(),
    ).toMatchObject({
      message: 'Serienumret används redan av en annan maskin.',
    });
    expect(
      (
        await api().post('/api/machines', {
          customerId,
          category: 'Traktor',
          make: 'Valtra',
          registrationNumber: 'xyz 789',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('finds machines by any part of serial, registration, unit number, make, model or owner, and per customer', async () => {
    const fresh = as(ctx.app, await createAccount(ctx.app));
    const owner = (await fresh.post('/api/customers', { name: 'Ängby Schakt' })).json().id;
    const other = (await fresh.post('/api/customers', { name: 'Berg' })).json().id;
    await fresh.post('/api/machines', {
      customerId: owner,
      category: 'Hjullastare',
      make: 'Caterpillar',
      model: '950M',
      serialNumber: 'CAT0950MXYZ',
      unitNumber: 'L7',
    });
    await fresh.post('/api/machines', {
      customerId: other,
      category: 'Traktor',
      make: 'John Deere',
      registrationNumber: 'JDT123',
    });
    const makes = async (query: string) =>
      (await fresh.get(`/api/machines?${query}`)).json().map((machine: { make: string }) => machine.make);
    for (const q of ['950mx', 'caterpillar', 'l7', 'ängby', 'ÄNGBY'])
      expect(await makes(`q=${encodeURIComponent(q)}`)).toEqual(['Caterpillar']);
    expect(await makes('q=jdt')).toEqual(['John Deere']);
    expect(await makes(`customerId=${other}`)).toEqual(['John Deere']);
    expect(await makes('customerId=inte-ett-id')).toEqual([]);
    expect((await fresh.get('/api/machines')).headers['x-total-count']).toBe('2');
    expect((await fresh.get('/api/machines?serviceStatus=trasig')).statusCode).toBe(400);
  });

  it('keeps a machine’s meter in date order: never lower than an earlier reading, never higher than a later one, never in the future', async () => {
    const machine = await create({ category: 'Grävmaskin', make: 'Komatsu' });
    const read = (value: unknown, readingDate?: string) =>
      api().post(`/api/machines/${machine.id}/meter-readings`, {
        value,
        ...(readingDate ? { readingDate } : {}),
      });
    expect((await read(1200, '2026-05-01')).statusCode).toBe(201);
    const today = await read('1 250,5');
    expect(today.statusCode).toBe(201);
    expect(today.json()).toMatchObject({
      value: 1250.5,
      readingDate: TEST_TODAY,
      source: 'manual',
      workOrderId: null,
    });
    const backwards = await read(1199, '2026-05-02');
    expect(backwards.statusCode).toBe(400);
    expect(plain(backwards.json().message)).toBe(
      'Mätarställningen kan inte gå bakåt: den 2026-05-01 visade mätaren redan 1 200 h.',
    );
    expect(plain((await read(1300, '2026-05-20')).json().message)).toBe(
      'Mätarställningen kan inte vara högre än en senare avläsning: 1 250,5 h den 2026-06-15.',
    );
    expect((await read(1220, '2026-05-20')).statusCode).toBe(201);
    expect((await read(1300, '2026-06-16')).json().message).toBe('Avläsningen kan inte vara daterad i framtiden.');
    for (const value of [-1, 10_000_000, 1.25, 'mycket', null]) expect((await read(value)).statusCode).toBe(400);
    const readings = (await api().get(`/api/machines/${machine.id}/meter-readings`)).json();
    expect(readings.map((reading: { value: number }) => reading.value)).toEqual([1250.5, 1220, 1200]);
    expect((await api().get(`/api/machines/${machine.id}`)).json()).toMatchObject({
      meter: 1250.5,
      meterDate: TEST_TODAY,
    });
    expect((await api().delete(`/api/machines/${machine.id}/meter-readings/${readings[1].id}`)).statusCode).toBe(204);
    expect((await api().delete(`/api/machines/${machine.id}/meter-readings/${readings[1].id}`)).statusCode).toBe(404);
  });

  it('takes a new machine’s meter as its first reading, which its default plan counts from', async () => {
    const machine = await create({ category: 'Grävmaskin', make: 'Volvo', model: 'EC220E', meter: '4 890' });
    expect(machine).toMatchObject({ meter: 4890, meterDate: TEST_TODAY, serviceStatus: 'ok' });
    expect((await api().get(`/api/machines/${machine.id}/meter-readings`)).json()).toEqual([
      expect.objectContaining({ value: 4890, readingDate: TEST_TODAY, source: 'manual' }),
    ]);
    expect(
      (await api().post('/api/machines', { customerId, category: 'Traktor', make: 'Valtra', meter: -5 })).json()
        .message,
    ).toBe('Ange en mätarställning mellan 0 och 9 999 999 med högst en decimal.');
  });

  it('asks before saving an implausible jump, and lets the office correct or delete a mistyped reading, audited, with the service status following', async () => {
    const machine = await create({ category: 'Grävmaskin', make: 'Volvo', model: 'EC220E' });
    const readings = () => api().get(`/api/machines/${machine.id}/meter-readings`);
    const status = async () => (await api().get(`/api/machines/${machine.id}`)).json();
    expect(
      (
        await api().post(`/api/machines/${machine.id}/meter-readings`, {
          value: 4800,
          readingDate: '2026-06-01',
        })
      ).statusCode,
    ).toBe(201);
    const before = (await status()).serviceStatus;
    expect(before).not.toBe('overdue');

    // 48 900 h typed for 4 890 h: more than 24 hours a day since the 1st, so the server asks first.
    const typo = await api().post(`/api/machines/${machine.id}/meter-readings`, { value: 48900 });
    expect(typo.statusCode).toBe(409);
    expect(plain(typo.json().message)).toBe(
      '48 900 h är mer än 24 timmar per dygn över förra avläsningen, 4 800 h den 2026-06-01. Stämmer mätarställningen?',
    );
    expect(typo.json().errors).toEqual([{ field: 'confirmJump', message: typo.json().message }]);
    expect((await readings()).json()).toHaveLength(1);
    const confirmed = await api().post(`/api/machines/${machine.id}/meter-readings`, {
      value: 48900,
      confirmJump: true,
    });
    expect(confirmed.statusCode).toBe(201);
    expect(await status()).toMatchObject({ meter: 48900, serviceStatus: 'overdue' });

    // A mechanic may not correct or delete; another workshop does not see the reading.
    const mechanic = as(ctx.app, await addMember(ctx.app, ctx.account, 'mechanic'));
    const url = `/api/machines/${machine.id}/meter-readings/${confirmed.json().id}`;
    expect((await mechanic.put(url, { value: 4890 })).statusCode).toBe(403);
    expect((await mechanic.delete(url)).statusCode).toBe(403);
    expect((await as(ctx.app, await createAccount(ctx.app)).put(url, { value: 4890 })).statusCode).toBe(404);

    // The owner corrects it: the right value is no longer refused as going backwards, and the service is no longer overdue.
    const corrected = await api().put(url, { value: '4 890' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ id: confirmed.json().id, value: 4890, readingDate: TEST_TODAY });
    expect(await status()).toMatchObject({ meter: 4890, serviceStatus: before });
    expect((await readings()).json().map((reading: { value: number }) => reading.value)).toEqual([4890, 4800]);
    expect((await api().put(url, { value: 48900 })).statusCode).toBe(409);
    expect((await api().put(url, { value: 4700 })).statusCode).toBe(400);

    const trail = async () => (await api().get(`/api/audit?entity=machine&id=${machine.id}`)).json();
    expect(await trail()).toEqual([
      expect.objectContaining({
        action: 'reading-corrected',
        changes: [{ field: 'meterReading', from: 48900, to: 4890 }],
      }),
    ]);
    expect((await api().delete(url)).statusCode).toBe(204);
    expect((await trail()).map((event: { action: string }) => event.action)).toEqual([
      'reading-corrected',
      'reading-deleted',
    ]);
    expect((await status()).meter).toBe(4800);
    expect((await mechanic.get(`/api/audit?entity=machine&id=${machine.id}`)).statusCode).toBe(403);

    // A truck's kilometres may climb fast: no question.
    const truck = await create({ category: 'Lastbil', make: 'Scania' });
    await api().post(`/api/machines/${truck.id}/meter-readings`, { value: 1000, readingDate: '2026-06-14' });
    expect((await api().post(`/api/machines/${truck.id}/meter-readings`, { value: 1900 })).statusCode).toBe(201);
  });

  it('records the meter of a work order at intake, refuses one that goes backwards with nothing saved, and keeps it from being deleted alone', async () => {
    const machine = await create({ category: 'Grävmaskin', make: 'Volvo', registrationNumber: 'WOR123' });
    await api().post(`/api/machines/${machine.id}/meter-readings`, {
      value: 1000,
      readingDate: '2026-06-01',
    });
    const { customerNumber: _number, vehicleCategory: _category, ...withoutDefaults } = validWorkOrder;
    const created = await api().post('/api/workorders', {
      ...withoutDefaults,
      machineId: machine.id,
      meterReading: 1250,
      executionDate: '2026-06-10',
      confirmJump: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const workOrder = created.json();
    const owner = (await api().get(`/api/customers/${customerId}`)).json();
    expect(workOrder).toMatchObject({
      machineId: machine.id,
      customerId,
      customerNumber: owner.customerNumber,
      vehicleCategory: 'Grävmaskin',
      meterReading: 1250,
    });
    const readings = (await api().get(`/api/machines/${machine.id}/meter-readings`)).json();
    expect(readings[0]).toMatchObject({
      value: 1250,
      readingDate: '2026-06-10',
      source: 'work-order',
      workOrderId: workOrder.id,
    });
    expect((await api().delete(`/api/machines/${machine.id}/meter-readings/${readings[0].id}`)).json()).toMatchObject({
      message: 'Avläsningen hör till en arbetsorder. Ändra den på arbetsordern.',
    });

    const before = (await api().get('/api/workorders?limit=1')).headers['x-total-count'];
    const backwards = await api().post('/api/workorders', {
      ...withoutDefaults,
      machineId: machine.id,
      meterReading: 900,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { field: 'meterReading', message: expect.stringContaining('kan inte gå bakåt') },
    ]);
    expect((await api().get('/api/workorders?limit=1')).headers['x-total-count']).toBe(before);
    expect((await api().get(`/api/machines/${machine.id}/meter-readings`)).json()).toHaveLength(2);

    // An edit that leaves the meter out keeps it; one that changes it moves the reading.
    const edited = await api().put(`/api/workorders/${workOrder.id}`, {
      ...validWorkOrder,
      id: workOrder.id,
      title: 'Ny titel',
    });
    expect(edited.json()).toMatchObject({ machineId: machine.id, meterReading: 1250 });
    expect(
      (
        await api().put(`/api/workorders/${workOrder.id}`, {
          ...validWorkOrder,
          id: workOrder.id,
          meterReading: 1260,
        })
      ).json().meterReading,
    ).toBe(1260);
    expect((await api().get(`/api/workorders/${workOrder.id}`)).json().meterReading).toBe(1260);
    // A new reading far above the machine's last is asked about on the work order too; an edit that keeps it is not.
    const jump = await api().put(`/api/workorders/${workOrder.id}`, {
      ...validWorkOrder,
      id: workOrder.id,
      meterReading: 12600,
    });
    expect(jump.statusCode).toBe(409);
    expect(jump.json().errors).toEqual([
      { field: 'confirmJump', message: expect.stringContaining('Stämmer mätarställningen?') },
    ]);
    expect((await api().get(`/api/workorders/${workOrder.id}`)).json().meterReading).toBe(1260);
    expect(
      (
        await api().put(`/api/workorders/${workOrder.id}`, {
          ...validWorkOrder,
          id: workOrder.id,
          title: 'Ändrad',
        })
      ).statusCode,
    ).toBe(200);
    const listed = (await api().get('/api/workorders?limit=50'))
      .json()
      .find((item: { id: string }) => item.id === workOrder.id);
    expect(listed).toMatchObject({ meterReading: 1260, machineId: machine.id, customerId });
    expect((await api().post('/api/workorders', { ...validWorkOrder, meterReading: 5 })).json().message).toBe(
      'Välj maskin för att ange mätarställning.',
    );
    expect((await api().delete(`/api/machines/${machine.id}`)).json()).toMatchObject({
      message: 'Maskinen har arbetsordrar och kan inte tas bort.',
    });
  });

  it('moves a machine to another customer, deletes one without work orders, and answers another workshop with 404', async () => {
    const machine = await create({ category: 'Traktor', make: 'Valtra' });
    const buyer = (await api().post('/api/customers', { name: 'Köpare AB' })).json();
    const moved = await api().put(`/api/machines/${machine.id}`, {
      customerId: buyer.id,
      category: 'Traktor',
      make: 'Valtra',
      model: 'T174',
    });
    expect(moved.json()).toMatchObject({ customerId: buyer.id, customerName: 'Köpare AB', model: 'T174' });
    const other = as(ctx.app, await createAccount(ctx.app));
    for (const response of [
      await other.get(`/api/machines/${machine.id}`),
      await other.get(`/api/machines/${machine.id}/meter-readings`),
      await other.post(`/api/machines/${machine.id}/meter-readings`, { value: 1 }),
      await other.get(`/api/machines/${machine.id}/history`),
      await other.get(`/api/machines/${machine.id}/service-book`),
      await other.delete(`/api/machines/${machine.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await other.post('/api/machines', { customerId, category: 'Traktor', make: 'X' })).statusCode).toBe(404);
    expect((await other.post('/api/workorders', { ...validWorkOrder, machineId: machine.id })).statusCode).toBe(404);
    expect((await api().delete(`/api/machines/${machine.id}`)).statusCode).toBe(204);
  });
});

describe('work orders for one machine with meter readings, written at the same moment on postgres', () => {
  const ctx = useWorkshop('postgres');

  it('all succeed: the machine is locked in one order, not deadlocked between the foreign key and the reading', async () => {
    const api = ctx.api();
    const customerId = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json().id;
    const machine = (await api.post('/api/machines', { customerId, category: 'Grävmaskin', make: 'Volvo' })).json();
    const job = (meterReading: number) =>
      api.post('/api/workorders', {
        ...validWorkOrder,
        machineId: machine.id,
        meterReading,
        confirmJump: true,
      });
    for (let pair = 0; pair < 20; pair++) {
      const answers = await Promise.all([job(1000 + pair * 2), job(1000 + pair * 2)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    }
    const many = await Promise.all(Array.from({ length: 12 }, () => job(1100)));
    expect(many.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 12 }, () => 201));
    const readings = await api.get(`/api/machines/${machine.id}/meter-readings`);
    expect(readings.statusCode).toBe(200);
  });
});
