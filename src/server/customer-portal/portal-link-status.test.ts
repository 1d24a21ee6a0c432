import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, type Account } from '../test/harness';
import { addMember } from '../test/team';

// GET /customers/{id}/portal-link (docs/decisions/071): the office sees whether the customer's page link
// works, since when, and when the customer last opened it; never the token or its hash.

describe.each(drivers)('whether a customer’s page link works, on %s', (driver) => {
  let now = new Date('2026-06-15T10:00:00.000Z');
  const test = useTestApp(driver, {}, { clock: () => now });
  const at = (minutes: number) => new Date(Date.parse('2026-06-15T10:00:00.000Z') + minutes * 60_000);
  const visit = (token: string) => test.app.inject({ method: 'GET', url: `/api/public/portal/${token}` });

  async function customerOf(owner: Account) {
    const api = as(test.app, owner);
    const customer = (await api.post('/api/customers', { name: 'Karin Berg', email: 'karin@berg.se' })).json();
    return { api, status: () => api.get(`/api/customers/${customer.id}/portal-link`), customer };
  }

  it('says none, then working since it was made, when it was last opened, and closed', async () => {
    now = at(0);
    const { api, status, customer } = await customerOf(await createAccount(test.app));
    const never = await status();
    expect(never.statusCode).toBe(200);
    expect(never.json()).toEqual({ active: false, issuedAt: null, revokedAt: null, lastOpenedAt: null });

    const link: string = (await api.post(`/api/customers/${customer.id}/portal-link`)).json().link;
    const token = link.split('/').at(-1)!;
    const made = await status();
    expect(made.json()).toEqual({ active: true, issuedAt: at(0).toISOString(), revokedAt: null, lastOpenedAt: null });
    for (const secret of [token, createHash('sha256').update(token).digest('hex')])
      expect(made.body).not.toContain(secret);

    now = at(2);
    expect((await visit(token)).statusCode).toBe(200);
    expect((await status()).json().lastOpenedAt).toBe(at(2).toISOString());
    // Within a quarter of an hour of the recorded opening nothing is written; after it, the new one is.
    now = at(16);
    await visit(token);
    expect((await status()).json().lastOpenedAt).toBe(at(2).toISOString());
    now = at(17);
    await visit(token);
    expect((await status()).json().lastOpenedAt).toBe(at(17).toISOString());
    // A wrong token records nothing.
    now = at(40);
    expect((await visit('A'.repeat(43))).statusCode).toBe(404);
    expect((await status()).json().lastOpenedAt).toBe(at(17).toISOString());

    // A new link has not been opened yet.
    now = at(50);
    const renewed: string = (await api.post(`/api/customers/${customer.id}/portal-link`)).json().link;
    expect((await status()).json()).toEqual({
      active: true,
      issuedAt: at(50).toISOString(),
      revokedAt: null,
      lastOpenedAt: null,
    });
    // The old token opens nothing and records nothing on the new link.
    expect((await visit(token)).statusCode).toBe(404);
    expect((await status()).json().lastOpenedAt).toBeNull();
    now = at(55);
    await visit(renewed.split('/').at(-1)!);

    now = at(60);
    expect((await api.delete(`/api/customers/${customer.id}/portal-link`)).statusCode).toBe(204);
    expect((await status()).json()).toEqual({
      active: false,
      issuedAt: at(50).toISOString(),
      revokedAt: at(60).toISOString(),
      lastOpenedAt: at(55).toISOString(),
    });
  });

  it('answers owner and office; a mechanic 403; another workshop’s or a malformed customer 404', async () => {
    const owner = await createAccount(test.app);
    const { customer } = await customerOf(owner);
    const url = `/api/customers/${customer.id}/portal-link`;
    for (const role of ['office', 'mechanic'] as const) {
      const member = await addMember(test.app, owner, role, role === 'office' ? 'Olle' : 'Erik');
      const answer = await as(test.app, member).get(url);
      expect({ role, status: answer.statusCode }).toEqual({ role, status: role === 'office' ? 200 : 403 });
    }
    const stranger = as(test.app, await createAccount(test.app));
    const theirs = await stranger.get(url);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toMatch(/hittades inte/);
    expect((await stranger.get('/api/customers/inte-ett-id/portal-link')).statusCode).toBe(404);
  });
});
