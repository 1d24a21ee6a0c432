import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { drivers } from '../test/database';
import { as, createAccount, type Account, useTestApp, validWorkOrder } from '../test/harness';
import { hostileValues, toPayload, variants } from '../test/hostile-values';

type Body = Record<string, unknown>;

// Working without signal (FIELD.md decisions 6–8) under the same sweep as the other routes
// (hostile-input.test.ts): the device times of actions, the Idempotency-Key header and the field pack
// never answer 5xx, and refuse in Swedish.
describe.each(drivers)('hostile input to what a device sends offline on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  let jobId: string;
  let machineId: string;
  beforeAll(async () => {
    account = await createAccount(test.app);
    const api = as(test.app, account);
    jobId = (await api.post('/api/workorders', { ...validWorkOrder, todoList: [{ text: 'Byt filter' }] })).json().id;
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB', type: 'company' })).json();
    machineId = (
      await api.post('/api/machines', { customerId: customer.id, category: 'Traktor', make: 'Valtra' })
    ).json().id;
  }, 120_000);

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body: Body | undefined, headers: Body = {}) =>
    test.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: toPayload(body) }),
      headers: {
        authorization: `Bearer ${account.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      } as Record<string, string>,
    });
  type Answer = Awaited<ReturnType<typeof send>>;
  const failuresOf = () => {
    const failures: string[] = [];
    const check = (label: string, answer: Answer) => {
      if (answer.statusCode >= 500) failures.push(`${label}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      else if (answer.statusCode >= 400 && !/[a-zåäö]/i.test(answer.json().message))
        failures.push(`${label}: no message`);
    };
    return { failures, check };
  };

  it('never answers 5xx to any device time of a timer, time, checklist tick, material or meter reading', async () => {
    const { failures, check } = failuresOf();
    const at = '2026-06-15T09:30:00+02:00';
    const calls: Array<[string, 'POST' | 'PUT' | 'DELETE', () => string, Body]> = [
      ['timer start', 'POST', () => `/api/workorders/${jobId}/timer`, { startedAt: at }],
      ['timer stop', 'DELETE', () => '/api/timer', { at }],
      ['time', 'POST', () => '/api/time', { workOrderId: jobId, date: '2026-06-15', hours: 1, at }],
      ['tick', 'PUT', () => `/api/workorders/${jobId}/checklist/0`, { done: true, at }],
      ['material', 'POST', () => `/api/workorders/${jobId}/materials`, { name: 'Buntband', at }],
      ['reading', 'POST', () => `/api/machines/${machineId}/meter-readings`, { value: 10, at, confirmJump: true }],
    ];
    for (const [label, method, url, base] of calls)
      for (const [name, body] of variants(base)) check(`${label} ${name}`, await send(method, url(), body));
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses every malformed Idempotency-Key with 400 in Swedish, never 5xx', async () => {
    const { failures, check } = failuresOf();
    const keys: Array<[string, string]> = [
      ['too long', 'k'.repeat(256)],
      ['empty', ''],
      ['non-printable', 'nyckel\u0001'],
      ['a tab', 'nyckel\tflik'],
      ['non-ASCII', 'nyckel-åäö'],
      ...hostileValues.flatMap(([name, value]): Array<[string, string]> =>
        typeof value === 'string' ? [[name, value]] : [],
      ),
    ];
    for (const [name, key] of keys) {
      let answer: Answer;
      try {
        answer = await send('POST', '/api/workorders', validWorkOrder, { 'idempotency-key': key });
      } catch {
        continue; // Not sendable as a header at all (a NUL, a line break): no server ever sees it.
      }
      check(`key ${name}`, answer);
      const isWellFormed = /^[\x20-\x7E]{1,255}$/.test(key);
      if (!isWellFormed && answer.statusCode !== 400) failures.push(`key ${name}: ${answer.statusCode}`);
      if (!isWellFormed && answer.json().message !== messages.idempotencyKeyInvalid)
        failures.push(`key ${name}: message`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers 422 to a key reused with another body, and the first answer to the same body', async () => {
    const key = `field-${Date.now()}`;
    const first = await send(
      'POST',
      `/api/workorders/${jobId}/materials`,
      { name: 'Slang' },
      { 'idempotency-key': key },
    );
    expect(first.statusCode).toBe(201);
    const again = await send(
      'POST',
      `/api/workorders/${jobId}/materials`,
      { name: 'Slang' },
      { 'idempotency-key': key },
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await send(
      'POST',
      `/api/workorders/${jobId}/materials`,
      { name: 'Koppling' },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'request.idempotency_key_reused',
      message: messages.idempotencyKeyReused,
    });
    const lines = (await as(test.app, account).get(`/api/workorders/${jobId}`)).json().materials as Body[];
    expect(lines.filter((line) => line.name === 'Slang')).toHaveLength(1);
    expect(lines.filter((line) => line.name === 'Koppling')).toHaveLength(0);
  });

  it('never answers 5xx to the field pack with a hostile query or headers', async () => {
    const { failures, check } = failuresOf();
    for (const [name, value] of hostileValues) {
      const raw = typeof value === 'string' ? value : JSON.stringify(value);
      const text = raw.includes('\ud800') ? '%ED%A0%80' : encodeURIComponent(raw.slice(0, 2000));
      check(`query ${name}`, await as(test.app, account).get(`/api/field/today?from=${text}&${text}=1`));
    }
    for (const encoding of ['br;q=x', 'gzip;q=0, br;q=0', '*', 'identity', 'x'.repeat(5000)]) {
      const answer = await test.app.inject({
        method: 'GET',
        url: '/api/field/today',
        headers: { authorization: `Bearer ${account.token}`, 'accept-encoding': encoding },
      });
      if (answer.statusCode !== 200) failures.push(`accept-encoding ${encoding.slice(0, 20)}: ${answer.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
