import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, type Account, useTestApp, validWorkOrder } from '../test/harness';
import { DEEP, deepJson, hostileValues, toPayload, variants } from '../test/hostile-values';
import { addMember } from '../test/team';

type Body = Record<string, unknown>;

// The planning routes (PLANNING.md) under the same sweep as the others (hostile-input.test.ts).
describe.each(drivers)('hostile input to planning on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  let memberId: string;
  let workOrderId: string;
  let bayId: string;
  let intervalId: string;
  beforeAll(async () => {
    account = await createAccount(test.app);
    const api = as(test.app, account);
    memberId = (await addMember(test.app, account, 'mechanic')).userId;
    workOrderId = (await api.post('/api/workorders', validWorkOrder)).json().id;
    bayId = (await api.post('/api/bays', { name: 'Hall 1' })).json().id;
    const customerId = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json().id;
    const machineId = (await api.post('/api/machines', { customerId, category: 'Grävmaskin', make: 'Volvo' })).json()
      .id;
    intervalId = (await api.get(`/api/machines/${machineId}/service-plan`)).json()[0].id;
  }, 120_000);

  const send = (method: 'POST' | 'PUT', url: string, body: Body) =>
    test.app.inject({
      method,
      url,
      payload: toPayload(body),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    });

  it('never answers 5xx to any field of any planning call', async () => {
    const booking = (): Body => ({
      start: '2026-06-16T07:00',
      end: '2026-06-16T09:00',
      assigneeIds: [memberId],
      bayId,
      onSite: false,
      address: 'Storgatan 1',
      version: 0,
    });
    const calls: Array<{ method: 'POST' | 'PUT'; url: string; base: Body }> = [
      { method: 'POST', url: '/api/bays', base: { name: 'Hall 2' } },
      { method: 'PUT', url: `/api/bays/${bayId}`, base: { name: 'Hall 1' } },
      { method: 'PUT', url: '/api/company/hours', base: { mon: [{ from: '07:00', to: '16:00' }], sat: [] } },
      {
        method: 'POST',
        url: '/api/absences',
        base: { userId: memberId, start: '2026-07-06', end: '2026-07-07T12:00', kind: 'vacation', note: 'Fjällen' },
      },
      { method: 'PUT', url: `/api/workorders/${workOrderId}/booking`, base: { ...booking(), version: undefined } },
      { method: 'POST', url: `/api/service-due/${intervalId}/book`, base: { ...booking(), version: undefined } },
      { method: 'POST', url: '/api/user/calendar-feed', base: {} },
    ];
    const failures: string[] = [];
    for (const call of calls) {
      for (const [name, body] of variants(call.base)) {
        const response = await send(call.method, call.url, body);
        if (response.statusCode >= 500)
          failures.push(`${call.method} ${call.url} ${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400 && !/[a-zåäö]/i.test(response.json().message))
          failures.push(`${call.method} ${call.url} ${name}: no message`);
        // A bay's name may be taken only once; the next variant needs it free again.
        if (response.statusCode === 201 && call.url === '/api/bays')
          await as(test.app, account).delete(`/api/bays/${response.json().id}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('never answers 5xx to hostile queries and paths', async () => {
    const api = as(test.app, account);
    const failures: string[] = [];
    for (const [name, value] of hostileValues) {
      const raw = value === DEEP ? deepJson : typeof value === 'string' ? value : JSON.stringify(value);
      const text = raw.includes('\ud800') ? 'Slang%20%ED%A0%80' : encodeURIComponent(raw.slice(0, 2000));
      for (const url of [
        `/api/planning?from=${text}&to=${text}&view=${text}`,
        `/api/planning?from=2026-06-15&to=${text}`,
        `/api/absences?from=${text}&to=2026-06-15`,
        `/api/calendar/${text}`,
        `/api/calendar/${text}.ics`,
      ]) {
        const response = await api.get(url);
        if (response.statusCode >= 500) failures.push(`GET ${url.slice(0, 80)} (${name}): ${response.statusCode}`);
      }
      for (const url of [`/api/bays/${text}`, `/api/absences/${text}`, `/api/workorders/${text}/booking`]) {
        const response = await api.delete(url);
        if (response.statusCode >= 500) failures.push(`DELETE ${url.slice(0, 80)} (${name}): ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
