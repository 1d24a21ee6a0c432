import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { as, createAccount, uniqueCompany, useTestApp, validInvoice, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

describe.each(drivers)('how much of the day’s mail a workshop has used, on %s', (driver) => {
  const test = useTestApp(driver, { mailLimits: { perDay: 12, perDayNew: 6, newDays: 7 } });
  const usage = async (api: ReturnType<typeof as>) => {
    const answer = await api.get('/api/mail/usage');
    expect(answer.statusCode).toBe(200);
    return answer.json() as {
      sentToday: number;
      limit: number;
      newWorkshopDays: number | null;
      resetsAt: string;
    };
  };
  const invite = (api: ReturnType<typeof as>, label: string) =>
    api.post('/api/team/invitations', { email: `${label}-${Date.now()}@exempel.se`, role: 'mechanic' });

  it('counts each invitation and each invoice recipient, for owner and office, as the limit does; a mechanic may not read it', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const fresh = await usage(api);
    expect(fresh).toMatchObject({ sentToday: 0, limit: 6, newWorkshopDays: 7 });
    const untilReset = Date.parse(fresh.resetsAt) - Date.now();
    expect(untilReset).toBeGreaterThan(0);
    expect(untilReset).toBeLessThanOrEqual(25 * 3600 * 1000);

    const office = await addMember(test.app, owner, 'office');
    const mechanic = await addMember(test.app, owner, 'mechanic');
    expect((await usage(as(test.app, office))).sentToday).toBe(2);
    const refused = await as(test.app, mechanic).get('/api/mail/usage');
    expect(refused.statusCode).toBe(403);

    expect((await api.put('/api/company', uniqueCompany())).statusCode).toBe(200);
    const job = (await api.post('/api/workorders', validWorkOrder)).json();
    const invoice = (await api.post('/api/invoice', validInvoice(job.id))).json();
    expect((await api.post(`/api/invoice/${invoice.id}/send`, { to: ['a@kund.se', 'b@kund.se'] })).statusCode).toBe(
      200,
    );
    expect((await usage(api)).sentToday).toBe(4);

    // Another workshop's mail is its own.
    const other = as(test.app, await createAccount(test.app));
    expect((await invite(other, 'annan')).statusCode).toBe(201);
    expect((await usage(other)).sentToday).toBe(1);
    expect((await usage(api)).sentToday).toBe(4);

    // The limit bites exactly where the count says it is reached.
    for (let index = 0; index < 2; index++) expect((await invite(api, `fler${index}`)).statusCode).toBe(201);
    expect(await usage(api)).toMatchObject({ sentToday: 6, limit: 6 });
    expect((await invite(api, 'en-for-mycket')).statusCode).toBe(429);
    expect((await usage(api)).sentToday).toBe(6);
  });

  it('gives a workshop past its first week the larger limit, and forgets yesterday', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const [{ id }] = (await rowsOf<{ id: string }>(
      test.database.db,
      sql`select organisation_id as id from users where id = ${owner.userId}`,
    )) as [{ id: string }];
    expect((await invite(api, 'i-gar')).statusCode).toBe(201);
    await test.database.db.execute(
      sql`update organisations set created_at = now() - interval '8 days' where id = ${id}`,
    );
    await test.database.db.execute(
      sql`update mail_outbox set created_at = created_at - interval '1 day' where organisation_id = ${id}`,
    );
    expect((await invite(api, 'i-dag')).statusCode).toBe(201);
    expect(await usage(api)).toMatchObject({ sentToday: 1, limit: 12, newWorkshopDays: null });
  });
});
