import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { absenceWhen } from './warnings';

describe('an absence in a warning', () => {
  it('reads whole days as dates and one day’s hours with the date once', () => {
    expect(absenceWhen('2026-12-10 00:00', '2026-12-11 00:00')).toBe('2026-12-10');
    expect(absenceWhen('2026-12-10 00:00', '2026-12-12 00:00')).toBe('2026-12-10–2026-12-11');
    expect(absenceWhen('2026-06-19 13:00', '2026-06-19 16:00')).toBe('2026-06-19 13:00–16:00');
    expect(absenceWhen('2026-06-19 13:00', '2026-06-22 00:00')).toBe('2026-06-19 13:00–2026-06-22 00:00');
  });
});

// What the planning calls refuse beyond their shapes (PLANNING.md decisions 1–3): history kept, a
// cancelled job unbooked, a due service made into one job only, and the bays and absences bounded.
describe.each(drivers)('the planning rules on %s', (driver) => {
  const test = useTestApp(driver);
  const slot = { start: '2026-06-16T07:00', end: '2026-06-16T09:00' };

  it('keeps a finished job’s booking as history and books no cancelled job', async () => {
    const api = as(test.app, await createAccount(test.app));
    const job = (await api.post('/api/workorders', validWorkOrder)).json();
    expect((await api.put(`/api/workorders/${job.id}/booking`, slot)).statusCode).toBe(200);
    expect((await api.put(`/api/workorders/${job.id}`, { ...validWorkOrder, status: 'Klar' })).statusCode).toBe(200);

    const unbooked = await api.delete(`/api/workorders/${job.id}/booking`);
    expect({ status: unbooked.statusCode, ...unbooked.json() }).toEqual({
      status: 409,
      code: 'booking.kept_as_history',
      message: 'En avslutad eller fakturerad arbetsorder behåller sin bokning som historik.',
    });
    const moved = await api.put(`/api/workorders/${job.id}/booking`, { ...slot, start: '2026-06-16T08:00' });
    expect({ status: moved.statusCode, code: moved.json().code }).toEqual({
      status: 409,
      code: 'booking.work_order_finished',
    });
    const board = (await api.get('/api/planning?from=2026-06-15&to=2026-06-21')).json();
    expect(board.bookings).toEqual([expect.objectContaining({ workOrderId: job.id, start: slot.start })]);

    const cancelled = (await api.post('/api/workorders', { ...validWorkOrder, status: 'Avbruten' })).json();
    const refused = await api.put(`/api/workorders/${cancelled.id}/booking`, slot);
    expect({ status: refused.statusCode, ...refused.json() }).toEqual({
      status: 409,
      code: 'booking.work_order_cancelled',
      message: 'En avbruten arbetsorder kan inte bokas.',
    });
    expect((await api.delete(`/api/workorders/${cancelled.id}/booking`)).statusCode).toBe(404);
  });

  it('makes one job of a due service booked twice at once, and books it again once that job is cancelled', async () => {
    const api = as(test.app, await createAccount(test.app));
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const machine = (
      await api.post('/api/machines', { customerId: customer.id, category: 'Grävmaskin', make: 'Volvo' })
    ).json();
    const interval = (await api.get(`/api/machines/${machine.id}/service-plan`)).json()[0];
    const count = async () => Number((await api.get('/api/workorders?limit=1')).headers['x-total-count']);
    const before = await count();

    const answers = await Promise.all([
      api.post(`/api/service-due/${interval.id}/book`, slot),
      api.post(`/api/service-due/${interval.id}/book`, { ...slot, start: '2026-06-16T08:00' }),
    ]);
    answers.sort((first, second) => first.statusCode - second.statusCode);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 409]);
    const made = answers[0]!.json().workOrder;
    expect(answers[1]!.json()).toEqual({
      code: 'planning.service_in_hand',
      message: `Servicen finns redan på arbetsorder ${made.workOrderNumber}. Boka den i stället.`,
    });
    expect(await count()).toBe(before + 1);

    const cancel = await api.put(`/api/workorders/${made.id}`, {
      title: made.title,
      machineId: machine.id,
      workCategory: 'Service',
      serviceIntervalIds: [interval.id],
      status: 'Avbruten',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await api.post(`/api/service-due/${interval.id}/book`, slot)).statusCode).toBe(201);
    expect(await count()).toBe(before + 2);
  });

  it('keeps at most 50 bays, and room again once one is removed', async () => {
    const api = as(test.app, await createAccount(test.app));
    const added: string[] = [];
    for (let number = 1; number <= 50; number++) {
      const bay = await api.post('/api/bays', { name: `Hall ${number}` });
      expect(bay.statusCode).toBe(201);
      added.push(bay.json().id);
    }
    const refused = await api.post('/api/bays', { name: 'Servicebil' });
    expect({ status: refused.statusCode, ...refused.json() }).toEqual({
      status: 409,
      code: 'bay.limit_reached',
      message: 'En verkstad kan ha högst 50 platser.',
    });
    expect((await api.get('/api/bays')).json()).toHaveLength(50);
    expect((await api.delete(`/api/bays/${added[0]}`)).statusCode).toBe(204);
    expect((await api.post('/api/bays', { name: 'Servicebil' })).statusCode).toBe(201);
  });

  it('takes an absence of 366 days at most, the autumn’s day of 25 hours included', async () => {
    const api = as(test.app, await createAccount(test.app));
    // 2029-03-26 to 2030-03-26: 366 days with the change back in October 2029, and not the next
    // spring's (2030-03-31): an hour over 366 times 24.
    const year = await api.post('/api/absences', { start: '2029-03-26', end: '2030-03-26', kind: 'sick' });
    expect(year.statusCode).toBe(201);
    expect(year.json()).toMatchObject({ start: '2029-03-26T00:00', end: '2030-03-27T00:00' });
    const longer = await api.post('/api/absences', { start: '2029-03-26', end: '2030-03-27', kind: 'sick' });
    expect({ status: longer.statusCode, message: longer.json().message }).toEqual({
      status: 400,
      message: 'En frånvaro kan vara högst 366 dagar. Lägg in en ny för tiden efter.',
    });
    expect(longer.json().errors).toEqual([
      { field: 'end', message: 'En frånvaro kan vara högst 366 dagar. Lägg in en ny för tiden efter.' },
    ]);
  });
});
