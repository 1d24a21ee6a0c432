import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { addDays } from '../../shared/dates';
import { as, createAccount, TEST_TODAY, useTestApp, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

describe.each(drivers)('the planning board on %s', (driver) => {
  const test = useTestApp(driver);

  it('shows a week: members, bays, hours, holidays, bookings with their job, absences and the tray', async () => {
    const owner = await createAccount(test.app);
    const nils = await addMember(test.app, owner, 'mechanic', 'Nils');
    const api = as(test.app, owner);
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB', phone: '0920-123 45' })).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
      })
    ).json();
    const booked = (await api.post('/api/workorders', { ...validWorkOrder, machineId: machine.id })).json();
    const older = (await api.post('/api/workorders', { ...validWorkOrder, title: 'Äldre' })).json();
    const newer = (await api.post('/api/workorders', { ...validWorkOrder, title: 'Nyare' })).json();
    const hall = (await api.post('/api/bays', { name: 'Hall 1' })).json();
    await api.put(`/api/workorders/${booked.id}/booking`, {
      start: '2026-06-18T07:00',
      end: '2026-06-18T12:00',
      bayId: hall.id,
      assigneeIds: [nils.userId],
    });
    await as(test.app, nils).post('/api/absences', { start: '2026-06-22', end: '2026-06-22', kind: 'sick' });

    const board = await as(test.app, nils).get('/api/planning?from=2026-06-15&to=2026-06-21&view=bays');
    expect(board.statusCode).toBe(200);
    const body = board.json();
    expect(body).toMatchObject({ from: '2026-06-15', to: '2026-06-21', view: 'bays', bays: [hall] });
    expect(body.members.map((member: { name: string }) => member.name)).toEqual(['Anna Svensson', 'Nils Lund']);
    expect(body.hours.mon).toEqual([{ from: '07:00', to: '16:00' }]);
    expect(body.holidays).toEqual([
      { date: '2026-06-19', name: 'midsommarafton' },
      { date: '2026-06-20', name: 'midsommardagen' },
    ]);
    expect(body.bookings).toEqual([
      {
        workOrderId: booked.id,
        start: '2026-06-18T07:00',
        end: '2026-06-18T12:00',
        assigneeIds: [nils.userId],
        bayId: hall.id,
        onSite: false,
        address: null,
        version: 1,
        workOrder: {
          id: booked.id,
          number: booked.workOrderNumber,
          title: booked.title,
          status: 'Väntande',
          customerName: 'Åkeri Nord AB',
          customerPhone: '0920-123 45',
          machine: expect.stringContaining('Volvo EC220E'),
        },
      },
    ]);
    expect(body.absences).toEqual([]);
    expect(body.unbooked.map((job: { id: string }) => job.id)).toEqual([newer.id, older.id]);
    expect(Array.isArray(body.dueServices)).toBe(true);

    const nextWeek = (await api.get('/api/planning?from=2026-06-22&to=2026-06-28')).json();
    expect(nextWeek.view).toBe('members');
    expect(nextWeek.bookings).toEqual([]);
    expect(nextWeek.absences).toEqual([
      { id: expect.any(String), userId: nils.userId, start: '2026-06-22T00:00', end: '2026-06-23T00:00', kind: 'sick' },
    ]);
    // Another workshop sees nothing of it.
    const stranger = (
      await as(test.app, await createAccount(test.app)).get('/api/planning?from=2026-06-15&to=2026-06-21')
    ).json();
    expect(stranger.bookings).toEqual([]);
    expect(stranger.unbooked).toEqual([]);
  });

  it('refuses more than 31 days and dates that do not exist, in Swedish', async () => {
    const api = as(test.app, await createAccount(test.app));
    const cases: Array<[string, string]> = [
      ['from=2026-03-01&to=2026-04-01', 'Planeringen visar högst 31 dagar åt gången, och to får inte vara före from.'],
      ['from=2026-03-10&to=2026-03-09', 'Planeringen visar högst 31 dagar åt gången, och to får inte vara före from.'],
      ['from=2026-02-30&to=2026-03-05', 'Ange from och to som datum, ÅÅÅÅ-MM-DD, till exempel 2026-03-30.'],
      ['from=2026-03-01', 'Ange from och to som datum, ÅÅÅÅ-MM-DD, till exempel 2026-03-30.'],
      ['from=2026-03-01&to=2026-03-07&view=vecka', 'Välj vy: members eller bays.'],
    ];
    for (const [query, message] of cases) {
      const refused = await api.get(`/api/planning?${query}`);
      expect({ query, status: refused.statusCode, message: refused.json().message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
    expect((await api.get('/api/planning?from=2026-03-01&to=2026-03-31')).statusCode).toBe(200);
  });

  it('books a due service: its work order made and booked in one step, or neither', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const machine = (
      await api.post('/api/machines', { customerId: customer.id, category: 'Grävmaskin', make: 'Volvo' })
    ).json();
    const interval = (await api.get(`/api/machines/${machine.id}/service-plan`)).json()[0];
    const count = async () => Number((await api.get('/api/workorders?limit=1')).headers['x-total-count']);
    const before = await count();

    const failed = await api.post(`/api/service-due/${interval.id}/book`, {
      start: '2026-06-22T07:00',
      end: '2026-06-22T12:00',
      bayId: '00000000-0000-4000-8000-000000000000',
    });
    expect(failed.statusCode).toBe(404);
    expect(await count()).toBe(before);

    const made = await api.post(`/api/service-due/${interval.id}/book`, {
      start: '2026-06-22T07:00',
      end: '2026-06-22T12:00',
      assigneeIds: [owner.userId],
    });
    expect(made.statusCode).toBe(201);
    const { workOrder, booking, warnings } = made.json();
    expect(workOrder).toMatchObject({
      title: interval.name,
      machineId: machine.id,
      customerId: customer.id,
      serviceIntervalIds: [interval.id],
      assigneeIds: [owner.userId],
      workCategory: 'Service',
      status: 'Väntande',
    });
    expect(booking).toMatchObject({ workOrderId: workOrder.id, start: '2026-06-22T07:00', version: 1 });
    expect(warnings).toEqual([]);
    expect(await count()).toBe(before + 1);

    const mechanic = await addMember(test.app, owner, 'mechanic');
    expect((await as(test.app, mechanic).post(`/api/service-due/${interval.id}/book`, {})).statusCode).toBe(403);
    const stranger = as(test.app, await createAccount(test.app));
    const body = { start: '2026-06-22T07:00', end: '2026-06-22T12:00' };
    expect((await stranger.post(`/api/service-due/${interval.id}/book`, body)).statusCode).toBe(404);
    expect((await stranger.post('/api/service-due/inget-id/book', body)).json().message).toBe(
      'Serviceintervallet hittades inte.',
    );
  });
  it('leaves out of the tray a due service an open job already performs: booked, or waiting as that job', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const machine = (
      await api.post('/api/machines', { customerId: customer.id, category: 'Lastbil', make: 'Volvo', model: 'FH16' })
    ).json();
    const due = async (name: string) =>
      (
        await api.post(`/api/machines/${machine.id}/service-plan`, {
          name,
          everyMeter: null,
          everyMonths: 12,
          lastDoneDate: addDays(TEST_TODAY, -350),
        })
      ).json();
    const [yearly, brakes, lights] = [await due('Hydraulik'), await due('Bromsar'), await due('Belysning')];
    const tray = async () =>
      (await api.get(`/api/planning?from=${TEST_TODAY}&to=${TEST_TODAY}`))
        .json()
        .dueServices.map((row: { interval: { name: string } }) => row.interval.name)
        .sort();
    expect(await tray()).toEqual(['Belysning', 'Bromsar', 'Hydraulik']);

    const booked = await api.post(`/api/service-due/${yearly.id}/book`, {
      start: `${addDays(TEST_TODAY, 3)}T07:00`,
      end: `${addDays(TEST_TODAY, 3)}T09:00`,
    });
    expect(booked.statusCode).toBe(201);
    // A job made for the brakes waits in the tray as that job; a cancelled one leaves the lights to book.
    const waiting = (
      await api.post('/api/workorders', { ...validWorkOrder, machineId: machine.id, serviceIntervalIds: [brakes.id] })
    ).json();
    await api.post('/api/workorders', {
      ...validWorkOrder,
      machineId: machine.id,
      serviceIntervalIds: [lights.id],
      status: 'Avbruten',
    });
    const board = (await api.get(`/api/planning?from=${TEST_TODAY}&to=${TEST_TODAY}`)).json();
    expect(board.dueServices.map((row: { interval: { name: string } }) => row.interval.name)).toEqual(['Belysning']);
    expect(board.unbooked.map((job: { id: string }) => job.id)).toContain(waiting.id);
    expect(board.unbooked.map((job: { id: string }) => job.id)).not.toContain(booked.json().workOrder.id);
    // The list to book itself still shows every due interval (WORKSHOP.md).
    expect((await api.get('/api/service-due')).json()).toHaveLength(3);
  });
});
