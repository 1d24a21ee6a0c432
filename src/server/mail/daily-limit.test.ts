import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { as, createAccount, uniqueCompany, useTestApp, validInvoice, validWorkOrder } from '../test/harness';

describe.each(drivers)('how much mail a workshop may send on %s', (driver) => {
  const test = useTestApp(driver, { mailLimits: { perDay: 5, perDayNew: 3, newDays: 7 } });
  const invite = (api: ReturnType<typeof as>, label: string) =>
    api.post('/api/team/invitations', { email: `${label}-${Date.now()}@exempel.se`, role: 'mechanic' });

  it('lets a new workshop send 3 a day, then answers 429 in Swedish and writes nothing; its own password reset still goes', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    for (let index = 0; index < 3; index++) expect((await invite(api, `ny${index}`)).statusCode).toBe(201);
    const refused = await invite(api, 'en-for-mycket');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'En ny verkstad kan skicka högst 3 mejl per dag under sina första 7 dagar, och dagens är använda. Försök igen i morgon.',
    );
    expect((await api.get('/api/team/invitations')).json()).toHaveLength(3);

    // An invoice to two addresses is refused whole, and not marked sent.
    expect((await api.put('/api/company', uniqueCompany())).statusCode).toBe(200);
    const job = (await api.post('/api/workorders', validWorkOrder)).json();
    const invoice = (await api.post('/api/invoice', validInvoice(job.id))).json();
    const send = await api.post(`/api/invoice/${invoice.id}/send`, { to: ['a@kund.se', 'b@kund.se'] });
    expect(send.statusCode).toBe(429);
    expect((await api.get(`/api/invoice/${invoice.id}`)).json().sentAt).toBeNull();

    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: owner.email },
    });
    expect(reset.statusCode).toBe(202);
    const queued = await rowsOf<{ count: number }>(
      test.database.db,
      sql`select count(*)::int as count from mail_outbox where recipient = ${owner.email}`,
    );
    expect(queued[0]!.count).toBe(1);

    // Another workshop has its own allowance.
    expect((await invite(as(test.app, await createAccount(test.app)), 'annan')).statusCode).toBe(201);
  });

  it('lets a workshop past its first week send 5 a day; yesterday’s do not count', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const [{ id }] = (await rowsOf<{ id: string }>(
      test.database.db,
      sql`select organisation_id as id from users where id = ${owner.userId}`,
    )) as [{ id: string }];
    await test.database.db.execute(
      sql`update organisations set created_at = now() - interval '8 days' where id = ${id}`,
    );
    for (let index = 0; index < 5; index++) expect((await invite(api, `van${index}`)).statusCode).toBe(201);
    const refused = await invite(api, 'sjatte');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'En verkstad kan skicka högst 5 mejl per dag, och dagens är använda. Försök igen i morgon.',
    );
    await test.database.db.execute(
      sql`update mail_outbox set created_at = created_at - interval '1 day' where organisation_id = ${id}`,
    );
    expect((await invite(api, 'i-morgon')).statusCode).toBe(201);
  });
});
