import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { drivers } from '../test/database';
import { as, createAccount, testClock, useTestApp, validWorkOrder, type Account } from '../test/harness';

// FIELD.md decision 7: what a mechanic does offline is recorded at the device's time of the action,
// within bounds: not more than 5 minutes ahead of the server, not older than 7 days.
describe.each(drivers)('device times of actions made offline on %s', (driver) => {
  const test = useTestApp(driver);
  const now = testClock();
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  const days = 24 * 60;
  const inFuture = { code: 'request.device_time_in_future', message: messages.deviceTimeInFuture };
  const tooOld = { code: 'request.device_time_too_old', message: messages.deviceTimeTooOld(7) };
  let owner: Account;
  let jobId: string;
  const api = () => as(test.app, owner);
  const refused = (answer: { statusCode: number; json(): unknown }, expected: object, field: string) => {
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ ...expected, errors: [{ field }] });
  };

  beforeAll(async () => {
    owner = await createAccount(test.app);
    jobId = (
      await api().post('/api/workorders', {
        ...validWorkOrder,
        todoList: [{ text: 'Byt filter' }, { text: 'Smörj leder', done: true }],
      })
    ).json().id;
  });

  it('starts and stops a timer at the device’s times, and refuses times out of bounds', async () => {
    refused(await api().post(`/api/workorders/${jobId}/timer`, { startedAt: minutesAgo(-6) }), inFuture, 'startedAt');
    refused(
      await api().post(`/api/workorders/${jobId}/timer`, { startedAt: minutesAgo(7 * days + 1) }),
      tooOld,
      'startedAt',
    );
    refused(
      await api().post(`/api/workorders/${jobId}/timer`, { startedAt: 'i morse' }),
      { message: messages.ledgerTimeInvalid },
      'startedAt',
    );
    expect((await api().get('/api/timer')).statusCode).toBe(204);

    const started = await api().post(`/api/workorders/${jobId}/timer`, { startedAt: '2026-06-13T07:02:00+02:00' });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ startedAt: '2026-06-13T05:02:00.000Z', date: '2026-06-13', endedAt: null });
    refused(
      await test.app.inject({
        method: 'DELETE',
        url: '/api/timer',
        headers: { authorization: `Bearer ${owner.token}` },
        payload: { at: minutesAgo(8 * days) },
      }),
      tooOld,
      'at',
    );
    const stopped = await test.app.inject({
      method: 'DELETE',
      url: '/api/timer',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { at: '2026-06-13T08:30:00+02:00' },
    });
    expect(stopped.statusCode).toBe(200);
    // 07:02–08:30 is 88 minutes: six quarters begun.
    expect(stopped.json()).toMatchObject({ endedAt: '2026-06-13T06:30:00.000Z', hours: 1.5 });
  });

  it('refuses a stop timed before the running timer began: it was started again meanwhile', async () => {
    await api().post(`/api/workorders/${jobId}/timer`, { startedAt: minutesAgo(30) });
    const late = await test.app.inject({
      method: 'DELETE',
      url: '/api/timer',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { at: minutesAgo(45) },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'time.timer_started_after_stop',
      message: messages.timerStartedAfterStop,
    });
    // Without a body, as before: now.
    const stopped = await test.app.inject({
      method: 'DELETE',
      url: '/api/timer',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(stopped.json()).toMatchObject({ endedAt: now.toISOString(), hours: 0.5 });
  });

  it('keeps a time entry added offline with the device’s time, and a phone a little ahead as now', async () => {
    const added = await api().post('/api/time', {
      workOrderId: jobId,
      date: '2026-06-12',
      hours: 2,
      at: minutesAgo(3 * days),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().createdAt).toBe(minutesAgo(3 * days));
    const ahead = await api().post('/api/time', {
      workOrderId: jobId,
      date: '2026-06-15',
      hours: 0.5,
      at: minutesAgo(-3),
    });
    expect(ahead.json()).toMatchObject({ createdAt: now.toISOString() });
    refused(
      await api().post('/api/time', { workOrderId: jobId, date: '2026-06-15', hours: 1, at: minutesAgo(-10) }),
      inFuture,
      'at',
    );
  });

  it('ticks a checklist point at the device’s time, and unticking forgets it', async () => {
    const ticked = await api().put(`/api/workorders/${jobId}/checklist/0`, { done: true, at: minutesAgo(90) });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().todoList[0]).toEqual({ text: 'Byt filter', done: true, doneAt: minutesAgo(90) });
    refused(
      await api().put(`/api/workorders/${jobId}/checklist/1`, { done: false, at: minutesAgo(8 * days) }),
      tooOld,
      'at',
    );
    expect((await api().get(`/api/workorders/${jobId}`)).json().todoList[1]).toEqual({
      text: 'Smörj leder',
      done: true,
    });
    const unticked = await api().put(`/api/workorders/${jobId}/checklist/0`, { done: false });
    expect(unticked.json().todoList[0]).toEqual({ text: 'Byt filter', done: false });
  });

  it('adds a material line with when it was added, not the at it came with', async () => {
    const added = await api().post(`/api/workorders/${jobId}/materials`, {
      name: 'Buntband',
      quantity: 10,
      at: minutesAgo(20),
    });
    expect(added.statusCode).toBe(201);
    const line = added.json().materials.at(-1);
    expect(line).toEqual({ name: 'Buntband', quantity: 10, addedAt: minutesAgo(20) });
    refused(
      await api().post(`/api/workorders/${jobId}/materials`, { name: 'Buntband', at: minutesAgo(-6) }),
      inFuture,
      'at',
    );
    refused(
      await api().post(`/api/workorders/${jobId}/materials`, { name: 'Buntband', at: 'igår' }),
      { message: messages.ledgerTimeInvalid },
      'at',
    );
    expect((await api().get(`/api/workorders/${jobId}`)).json().materials).toHaveLength(1);
  });

  it('records a meter reading of the device’s day at its time', async () => {
    const customer = (await api().post('/api/customers', { name: 'Skogsbolaget', type: 'company' })).json();
    const machine = (
      await api().post('/api/machines', { customerId: customer.id, category: 'Grävmaskin', make: 'Volvo' })
    ).json();
    // Sunday evening in Sweden, sent on Monday.
    const read = await api().post(`/api/machines/${machine.id}/meter-readings`, {
      value: 4890,
      at: '2026-06-14T21:30:00.000Z',
    });
    expect(read.statusCode).toBe(201);
    expect(read.json()).toMatchObject({
      readingDate: '2026-06-14',
      createdAt: '2026-06-14T21:30:00.000Z',
      value: 4890,
    });
    refused(
      await api().post(`/api/machines/${machine.id}/meter-readings`, { value: 4900, at: minutesAgo(8 * days) }),
      tooOld,
      'at',
    );
  });
});
