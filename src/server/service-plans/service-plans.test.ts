import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../shared/dates';
import { drivers } from '../test/database';
import { as, createAccount, TEST_TODAY, testClock, useWorkshop } from '../test/harness';

describe.each(drivers)('service plans on %s', (driver) => {
  let now = testClock();
  const ctx = useWorkshop(driver, { clock: () => now });
  const api = ctx.api;
  let customerId: string;
  beforeAll(async () => {
    customerId = (await api().post('/api/customers', { name: 'Schakt & Väg AB', phone: '070-123 45 67' })).json().id;
  });
  beforeEach(() => {
    now = testClock();
  });

  const newMachine = async (body: Record<string, unknown> = {}) => {
    const response = await api().post('/api/machines', {
      customerId,
      category: 'Grävmaskin',
      make: 'Volvo',
      model: 'EC220E',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const plan = async (machineId: string) => (await api().get(`/api/machines/${machineId}/service-plan`)).json();
  const read = async (machineId: string, value: number, readingDate?: string) => {
    const response = await api().post(`/api/machines/${machineId}/meter-readings`, {
      value,
      readingDate,
      confirmJump: true,
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  it('gives a new machine its category’s default plan', async () => {
    const excavator = await newMachine();
    expect(
      (await plan(excavator.id)).map(({ name, everyMeter, everyMonths }: Record<string, unknown>) => [
        name,
        everyMeter,
        everyMonths,
      ]),
    ).toEqual([
      ['Service 500 h', 500, 6],
      ['Service 2000 h', 2000, 12],
    ]);
    const truck = await newMachine({ category: 'Lastbil', make: 'Scania' });
    const truckPlan = await plan(truck.id);
    expect(
      truckPlan.map(({ name, everyMeter, everyMonths }: Record<string, unknown>) => [name, everyMeter, everyMonths]),
    ).toEqual([
      ['Årsservice', 60000, 12],
      ['Kontrollbesiktning', null, 12],
    ]);
    // Counted from the day it was added, at the meter of that day (none yet).
    expect(truckPlan[1]).toMatchObject({
      lastDoneDate: TEST_TODAY,
      lastDoneSource: 'added',
      nextDueDate: addMonths(TEST_TODAY, 12),
      nextDueMeter: null,
      status: 'ok',
    });
    const tractor = await newMachine({ category: 'Traktor', make: 'Valtra' });
    expect((await plan(tractor.id)).map((interval: { name: string }) => interval.name)).toEqual(['Årsservice']);
  });

  it('adds, edits and removes intervals, with Swedish messages for what is not one', async () => {
    const machine = await newMachine();
    const url = `/api/machines/${machine.id}/service-plan`;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Smörjning' }, 'Ange ett intervall i timmar/km, i månader eller båda.'],
      [{ name: '', everyMonths: 3 }, 'Ange intervallets namn, till exempel Service 500 h.'],
      [
        { name: 'Smörjning', everyMeter: 0 },
        'Ange intervallet i timmar eller km som ett heltal mellan 1 och 1\u00a0000\u00a0000.',
      ],
      [
        { name: 'Smörjning', everyMeter: 12.5 },
        'Ange intervallet i timmar eller km som ett heltal mellan 1 och 1\u00a0000\u00a0000.',
      ],
      [{ name: 'Smörjning', everyMonths: 121 }, 'Ange intervallet i månader som ett heltal mellan 1 och 120.'],
      [
        { name: 'Smörjning', everyMonths: 3, lastDoneDate: addDays(TEST_TODAY, 1) },
        'Senast utförd kan inte vara i framtiden.',
      ],
      [{ name: 'Smörjning', everyMonths: 3, lastDoneDate: '2026-02-30' }, 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD).'],
      [
        { name: 'Smörjning', everyMonths: 3, lastDoneMeter: -1 },
        'Ange en mätarställning mellan 0 och 9 999 999 med högst en decimal.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await api().post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await plan(machine.id)).toHaveLength(2);

    const created = await api().post(url, {
      name: 'Smörjning',
      everyMeter: '50',
      everyMonths: '',
      lastDoneMeter: '120,5',
      lastDoneDate: '2026-05-02',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Smörjning',
      everyMeter: 50,
      everyMonths: null,
      lastDoneMeter: 120.5,
      nextDueMeter: 170.5,
      lastDoneSource: 'given',
    });
    const id = created.json().id;

    const edited = await api().put(`${url}/${id}`, {
      name: 'Smörjning av bom',
      everyMeter: 60,
      everyMonths: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // What the user gave before is kept when the edit leaves it out.
    expect(edited.json()).toMatchObject({
      name: 'Smörjning av bom',
      everyMonths: 1,
      lastDoneMeter: 120.5,
      nextDueMeter: 180.5,
      lastDoneDate: '2026-05-02',
    });
    // Cleared, it counts from the day the interval was added.
    const cleared = await api().put(`${url}/${id}`, {
      name: 'Smörjning av bom',
      everyMeter: 60,
      lastDoneDate: null,
      lastDoneMeter: '',
    });
    expect(cleared.json()).toMatchObject({ lastDoneDate: TEST_TODAY, lastDoneSource: 'added' });
    expect((await api().put(`${url}/${id}`, { name: 'Smörjning' })).statusCode).toBe(400);

    expect((await api().delete(`${url}/${id}`)).statusCode).toBe(204);
    expect((await api().delete(`${url}/${id}`)).statusCode).toBe(404);
    expect((await api().put(`${url}/${id}`, { name: 'X', everyMonths: 1 })).statusCode).toBe(404);
    expect((await api().put(`${url}/inte-ett-id`, { name: 'X', everyMonths: 1 })).statusCode).toBe(404);
    expect(await plan(machine.id)).toHaveLength(2);
  });

  it('keeps another workshop’s plans out of reach: 404', async () => {
    const machine = await newMachine();
    const [interval] = await plan(machine.id);
    const other = as(ctx.app, await createAccount(ctx.app));
    const url = `/api/machines/${machine.id}/service-plan`;
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await other.post(url, { name: 'X', everyMonths: 1 })).statusCode).toBe(404);
    expect((await other.put(`${url}/${interval.id}`, { name: 'X', everyMonths: 1 })).statusCode).toBe(404);
    expect((await other.delete(`${url}/${interval.id}`)).statusCode).toBe(404);
    expect((await other.get('/api/service-due')).json()).toEqual([]);
    // Nor can another workshop's work order claim to perform it.
    const own = (await other.post('/api/customers', { name: 'Annan kund' })).json();
    const ownMachine = (
      await other.post('/api/machines', { customerId: own.id, category: 'Traktor', make: 'Valtra' })
    ).json();
    const response = await other.post('/api/workorders', {
      title: 'Service',
      workCategory: 'Service',
      machineId: ownMachine.id,
      serviceIntervalIds: [interval.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Serviceintervallet hör inte till den valda maskinen.');
  });

  it('takes an excavator from OK to Snart dags at 1 460 h and Försenad at 1 500 h, and back to OK when the work order is finished', async () => {
    const machine = await newMachine({ serialNumber: 'EC220-1000' });
    await read(machine.id, 1000);
    const service500 = (await plan(machine.id)).find((interval: { name: string }) => interval.name === 'Service 500 h');
    const url = `/api/machines/${machine.id}/service-plan/${service500.id}`;
    const given = await api().put(url, {
      name: 'Service 500 h',
      everyMeter: 500,
      everyMonths: 6,
      lastDoneDate: TEST_TODAY,
      lastDoneMeter: 1000,
    });
    expect(given.json()).toMatchObject({
      lastDoneMeter: 1000,
      nextDueMeter: 1500,
      nextDueDate: addMonths(TEST_TODAY, 6),
      status: 'ok',
    });

    await read(machine.id, 1460);
    expect((await plan(machine.id))[0]).toMatchObject({ name: 'Service 500 h', status: 'due_soon' });
    expect((await api().get(`/api/machines/${machine.id}`)).json().serviceStatus).toBe('due_soon');
    const dueSoon = (await api().get('/api/machines?serviceStatus=due_soon')).json();
    expect(dueSoon.map((listed: { id: string }) => listed.id)).toContain(machine.id);

    await read(machine.id, 1500);
    expect((await plan(machine.id))[0].status).toBe('overdue');
    const overdue = await api().get('/api/machines?serviceStatus=overdue');
    expect(overdue.json().map((listed: { id: string }) => listed.id)).toEqual([machine.id]);
    expect(overdue.headers['x-total-count']).toBe('1');
    const due = (await api().get('/api/service-due')).json();
    expect(due[0]).toMatchObject({
      machine: { id: machine.id, serviceStatus: 'overdue' },
      interval: { id: service500.id, status: 'overdue', nextDueMeter: 1500 },
      customer: { id: customerId, name: 'Schakt & Väg AB', phone: '070-123 45 67' },
    });

    // One click: a work order for the interval, ticked, under way at 1 510 h.
    const created = await api().post('/api/workorders', {
      title: 'Service 500 h',
      workCategory: 'Service',
      machineId: machine.id,
      serviceIntervalIds: [service500.id.toUpperCase()],
      status: 'Pågående',
      meterReading: 1510,
    });
    expect(created.statusCode, created.body).toBe(201);
    const workOrder = created.json();
    expect(workOrder).toMatchObject({
      serviceIntervalIds: [service500.id],
      customerId,
      vehicleCategory: 'Grävmaskin',
    });
    expect((await plan(machine.id))[0].status).toBe('overdue');

    const finish = (status: string) => api().put(`/api/workorders/${workOrder.id}`, { ...workOrder, status });
    expect((await finish('Klar')).statusCode).toBe(200);
    expect((await plan(machine.id))[0]).toMatchObject({
      status: 'ok',
      lastDoneMeter: 1510,
      lastDoneDate: TEST_TODAY,
      lastDoneWorkOrderId: workOrder.id,
      lastDoneSource: 'work-order',
      nextDueMeter: 2010,
    });
    expect((await api().get(`/api/machines/${machine.id}`)).json().serviceStatus).toBe('ok');
    expect(
      (await api().get('/api/service-due')).json().map((item: { machine: { id: string } }) => item.machine.id),
    ).not.toContain(machine.id);

    // Reopened, the interval has its earlier last done back; every finished status counts again.
    expect((await finish('Pågående')).statusCode).toBe(200);
    expect((await plan(machine.id))[0]).toMatchObject({
      status: 'overdue',
      lastDoneMeter: 1000,
      lastDoneSource: 'given',
      lastDoneWorkOrderId: null,
    });
    for (const status of ['RedoAttFakturera', 'Fakturerad', 'completed']) {
      await finish(status);
      expect((await plan(machine.id))[0], status).toMatchObject({ status: 'ok', nextDueMeter: 2010 });
    }
    await finish('Avbruten');
    expect((await plan(machine.id))[0].status).toBe('overdue');
  });

  it('turns Försenad six months after the last service, whatever the meter', async () => {
    const machine = await newMachine({ serialNumber: 'EC220-6M' });
    await read(machine.id, 1000);
    const [service500] = await plan(machine.id);
    const due = addMonths(TEST_TODAY, 6);
    now = new Date(`${addDays(due, -31)}T10:00:00Z`);
    expect((await plan(machine.id))[0]).toMatchObject({ id: service500.id, status: 'ok', nextDueDate: due });
    now = new Date(`${addDays(due, -30)}T10:00:00Z`);
    expect((await plan(machine.id))[0].status).toBe('due_soon');
    now = new Date(`${due}T10:00:00Z`);
    expect((await plan(machine.id))[0].status).toBe('due_soon');
    now = new Date(`${addDays(due, 1)}T10:00:00Z`);
    expect((await plan(machine.id))[0].status).toBe('overdue');
    expect((await api().get(`/api/machines/${machine.id}`)).json().serviceStatus).toBe('overdue');
  });

  it('forecasts from the last year’s readings and books by it', async () => {
    const machine = await newMachine({ serialNumber: 'FORECAST-1' });
    await read(machine.id, 100, addDays(TEST_TODAY, -20));
    await read(machine.id, 300, TEST_TODAY);
    const [service500] = await plan(machine.id);
    // Added today, it counts from the meter before today (100 h): 600 h is due in 30 days at 10 h a day.
    expect(service500).toMatchObject({
      lastDoneMeter: 100,
      nextDueMeter: 600,
      forecastDate: addDays(TEST_TODAY, 30),
      status: 'due_soon',
    });
    const url = `/api/machines/${machine.id}/service-plan/${service500.id}`;
    const given = (
      await api().put(url, { name: 'Service 500 h', everyMeter: 500, everyMonths: 6, lastDoneMeter: 200 })
    ).json();
    expect(given).toMatchObject({
      lastDoneMeter: 200,
      nextDueMeter: 700,
      forecastDate: addDays(TEST_TODAY, 40),
      status: 'ok',
    });
    // Readings older than a year say nothing about today's use.
    now = new Date(`${addDays(TEST_TODAY, 366)}T10:00:00Z`);
    expect((await plan(machine.id))[0].forecastDate).toBeNull();
  });

  it('lists what to book overdue first, then by due date, filtered and paged, with the total', async () => {
    const { app } = ctx;
    const workshop = as(app, await createAccount(app));
    const owner = (await workshop.post('/api/customers', { name: 'Bygg AB', phone: '08-123' })).json();
    const other = (await workshop.post('/api/customers', { name: 'Annan AB' })).json();
    const add = async (customer: string, lastDoneDate: string, name: string) => {
      const machine = (
        await workshop.post('/api/machines', { customerId: customer, category: 'Traktor', make: name })
      ).json();
      const [interval] = (await workshop.get(`/api/machines/${machine.id}/service-plan`)).json();
      await workshop.put(`/api/machines/${machine.id}/service-plan/${interval.id}`, {
        name: 'Årsservice',
        everyMonths: 12,
        lastDoneDate,
      });
      return machine.id as string;
    };
    const overdueLong = await add(owner.id, '2025-01-10', 'A');
    const soonLater = await add(owner.id, '2025-07-10', 'B');
    const overdueRecent = await add(other.id, '2025-06-01', 'C');
    const soonFirst = await add(other.id, '2025-06-20', 'D');
    const farOff = await add(owner.id, '2025-09-01', 'E');
    const order = (response: { json(): Array<{ machine: { id: string } }> }) =>
      response.json().map((item) => item.machine.id);

    const all = await workshop.get('/api/service-due');
    expect(order(all)).toEqual([overdueLong, overdueRecent, soonFirst, soonLater]);
    expect(all.headers['x-total-count']).toBe('4');
    expect(order(await workshop.get('/api/service-due?within=90'))).toEqual([
      overdueLong,
      overdueRecent,
      soonFirst,
      soonLater,
      farOff,
    ]);
    expect(order(await workshop.get('/api/service-due?within=0'))).toEqual([overdueLong, overdueRecent]);
    expect(order(await workshop.get('/api/service-due?status=due_soon'))).toEqual([soonFirst, soonLater]);
    expect(order(await workshop.get('/api/service-due?status=overdue'))).toEqual([overdueLong, overdueRecent]);
    expect(order(await workshop.get(`/api/service-due?customerId=${other.id}`))).toEqual([overdueRecent, soonFirst]);
    const paged = await workshop.get('/api/service-due?limit=2&offset=1');
    expect(order(paged)).toEqual([overdueRecent, soonFirst]);
    expect(paged.headers['x-total-count']).toBe('4');
    // The order kept for paging follows a change: E falls due first once its last service moves back.
    const [farOffInterval] = (await workshop.get(`/api/machines/${farOff}/service-plan`)).json();
    await workshop.put(`/api/machines/${farOff}/service-plan/${farOffInterval.id}`, {
      name: 'Årsservice',
      everyMonths: 12,
      lastDoneDate: '2024-12-01',
    });
    const repaged = await workshop.get('/api/service-due?limit=2&offset=1');
    expect(order(repaged)).toEqual([overdueLong, overdueRecent]);
    expect(repaged.headers['x-total-count']).toBe('5');
    expect((await workshop.get('/api/service-due?customerId=inte-ett-id')).json()).toEqual([]);
    for (const query of ['status=__proto__', 'within=-1', 'within=366', 'within=abc', 'limit=0']) {
      const response = await workshop.get(`/api/service-due?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('counts a date given without a meter from the machine’s meter that day, else by the date alone', async () => {
    const machine = await newMachine({ serialNumber: 'DATE-ONLY' });
    await read(machine.id, 800, '2026-01-10');
    await read(machine.id, 1250, TEST_TODAY);
    const [service500, service2000] = await plan(machine.id);
    const url = `/api/machines/${machine.id}/service-plan`;
    const known = (
      await api().put(`${url}/${service500.id}`, {
        name: 'Service 500 h',
        everyMeter: 500,
        everyMonths: 6,
        lastDoneDate: '2026-02-01',
      })
    ).json();
    expect(known).toMatchObject({
      lastDoneDate: '2026-02-01',
      lastDoneMeter: 800,
      nextDueMeter: 1300,
      nextDueDate: '2026-08-01',
      status: 'due_soon',
    });
    const unknown = (
      await api().put(`${url}/${service2000.id}`, {
        name: 'Service 2000 h',
        everyMeter: 2000,
        everyMonths: 12,
        lastDoneDate: '2025-12-01',
      })
    ).json();
    expect(unknown).toMatchObject({
      lastDoneDate: '2025-12-01',
      lastDoneMeter: null,
      nextDueMeter: null,
      nextDueDate: '2026-12-01',
      status: 'ok',
    });
  });

  it('shows the plan in the machine’s history', async () => {
    const machine = await newMachine({ serialNumber: 'HIST-1' });
    const history = (await api().get(`/api/machines/${machine.id}/history`)).json();
    expect(history.machine.serviceStatus).toBe('ok');
    expect(history.servicePlan.map((interval: { name: string }) => interval.name)).toEqual([
      'Service 500 h',
      'Service 2000 h',
    ]);
  });
});
