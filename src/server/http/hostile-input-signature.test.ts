import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, type Account, useTestApp, validWorkOrder } from '../test/harness';
import { DEEP, deepJson, hostileValues, toPayload, variants } from '../test/hostile-values';
import { pngOf } from '../test/images';
import { addMember } from '../test/team';

type Body = Record<string, unknown>;

// The customer's signature (FIELD.md decision 5) and the company's switch for it, under the same
// sweep as the other routes (hostile-input.test.ts): never a 5xx, always a Swedish message.
describe.each(drivers)('hostile input to the customer’s signature on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  let mechanic: Account;
  let image: string;
  beforeAll(async () => {
    account = await createAccount(test.app);
    mechanic = await addMember(test.app, account, 'mechanic');
    image = `data:image/png;base64,${(await pngOf(200, 80)).toString('base64')}`;
  }, 120_000);

  const send = (method: 'POST' | 'PUT', url: string, body: Body, token: string) =>
    test.app.inject({
      method,
      url,
      payload: toPayload(body),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });

  it('never answers 5xx to any field of a signature or the company’s switch', async () => {
    const failures: string[] = [];
    const check = (label: string, response: Awaited<ReturnType<typeof send>>) => {
      if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      else if (response.statusCode >= 400 && !/[a-zåäö]/i.test(response.json().message))
        failures.push(`${label}: no message`);
    };
    const base: Body = { name: 'Karin Berg', image, at: '2026-06-15T09:55:00+02:00' };
    for (const [name, body] of variants(base)) {
      // A job of its own for each variant: one that is signed answers 409 to the next.
      const job = (await as(test.app, account).post('/api/workorders', { ...validWorkOrder, status: 'Klar' })).json();
      check(`signature ${name}`, await send('POST', `/api/workorders/${job.id}/signature`, body, mechanic.token));
    }
    for (const [name, body] of variants({ name: 'Verkstaden AB', showSignatureOnInvoice: true }))
      check(`company ${name}`, await send('PUT', '/api/company', body, account.token));
    expect(failures).toEqual([]);
  }, 600_000);

  it('never answers 5xx to hostile paths', async () => {
    const api = as(test.app, account);
    const failures: string[] = [];
    for (const [name, value] of hostileValues) {
      const raw = value === DEEP ? deepJson : typeof value === 'string' ? value : JSON.stringify(value);
      const text = raw.includes('\ud800') ? 'Slang%20%ED%A0%80' : encodeURIComponent(raw.slice(0, 2000));
      for (const url of [`/api/workorders/${text}/signature`, `/api/workorders/${text}/signature/image`]) {
        const response = await api.get(url);
        if (response.statusCode >= 500) failures.push(`GET ${url.slice(0, 80)} (${name}): ${response.statusCode}`);
      }
      const posted = await send('POST', `/api/workorders/${text}/signature`, { name: 'Karin', image }, account.token);
      if (posted.statusCode >= 500) failures.push(`POST …/signature (${name}): ${posted.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
