import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { rowsOf } from '../db/rows';
import { as, createAccount, useTestApp } from '../test/harness';
import { logCollector } from '../test/log-collector';
import { linkIn, mailsIn } from '../test/team';

describe.each(drivers)('what the log keeps on %s', (driver) => {
  const log = logCollector();
  const test = useTestApp(driver, { logLevel: 'info' }, { logStream: log.stream });
  beforeAll(async () => {
    // A registration the database refuses after validation let it through, and a login whose session cannot be stored.
    await test.database.db.execute(
      sql`alter table users add constraint logs_test_refuse check (first_name <> 'Loggfel')`,
    );
  });

  it('names the route, the error class and the constraint of a failed query, never its parameters', async () => {
    const password = 'hemligt-lösen-för-loggen';
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'logg.kund@verkstad.se',
        password,
        firstName: 'Loggfel',
        lastName: 'Efternamnsson',
        companyName: 'Loggbolaget AB',
      },
    });
    expect(registered.statusCode).toBe(400);
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'logg.ok@verkstad.se',
        password,
        firstName: 'Logg',
        lastName: 'Ok',
        companyName: 'Okbolaget AB',
      },
    });
    await test.database.db.execute(sql`drop table sessions cascade`);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'logg.ok@verkstad.se', password },
    });
    expect(login.statusCode).toBe(500);

    const text = log.text();
    expect(text).toContain('logs_test_refuse');
    expect(text).toContain('/api/auth/register');
    expect(text).toContain('/api/auth/login');
    for (const secret of [
      password,
      '$argon2',
      'logg.kund@verkstad.se',
      'logg.ok@verkstad.se',
      'Loggfel',
      'Efternamnsson',
      'Loggbolaget',
      'params',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});

describe.each(drivers)('links and searches in the log on %s', (driver) => {
  const log = logCollector();
  const test = useTestApp(driver, { logLevel: 'info' }, { logStream: log.stream });

  it('keeps no invitation or reset token and no search term of any URL, and no sent mail keeps its link', async () => {
    const owner = await createAccount(test.app);
    const invited = await as(test.app, owner).post('/api/team/invitations', {
      email: 'ny.mekaniker@verkstad.se',
      role: 'mechanic',
    });
    expect(invited.statusCode).toBe(201);
    const inviteToken = (invited.json().link as string).split('/').at(-1)!;
    expect(
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: owner.email },
        })
      ).statusCode,
    ).toBe(202);
    await test.app.mailSender.deliverDue();
    const resetMail = (await mailsIn(test.mailOutboxDir)).find((mail) => mail.to === owner.email)!;
    const resetToken = linkIn(resetMail, 'reset-password').split('/').at(-1)!;

    // What a browser following the links and then the app's own calls ask for.
    await test.app.inject({ method: 'GET', url: `/invite/${inviteToken}` });
    await test.app.inject({ method: 'GET', url: `/api/auth/invitations/${inviteToken}` });
    await test.app.inject({ method: 'GET', url: `/reset-password/${resetToken}?from=mail` });
    await test.app.inject({
      method: 'POST',
      url: `/api/auth/password-reset/${resetToken}`,
      payload: { password: 'kort' },
    });
    const accepted = await test.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${inviteToken}/accept`,
      payload: { firstName: 'Nils', lastName: 'Lund', password: 'mekanikerns-lösen-1' },
    });
    expect(accepted.statusCode).toBe(201);
    // A mistyped link is still somebody's secret.
    await test.app.inject({ method: 'GET', url: '/invite/nastan-en-token' });
    const search = as(test.app, owner);
    expect((await search.get('/api/search?q=19800101-1234')).statusCode).toBe(200);
    expect((await search.get('/api/machines?q=Petterssons%20%C3%85keri&limit=10')).statusCode).toBe(200);
    expect((await search.get('/api/parts?limit=5&offset=0&q=8001011234')).statusCode).toBe(200);

    const text = log.text();
    expect(text).toContain('/api/auth/invitations/[dolt]/accept');
    expect(text).toContain('/invite/[dolt]');
    expect(text).toContain('/api/machines?q=[dolt]&limit=10');
    for (const secret of [
      inviteToken,
      resetToken,
      'nastan-en-token',
      '19800101',
      '8001011234',
      'Petterssons',
      '%C3%85keri',
    ]) {
      expect(text, secret).not.toContain(secret);
    }

    // The outbox keeps who, what and when of a delivered mail, never its text or its link.
    const rows = await rowsOf<{
      recipient: string;
      subject: string;
      text: string;
      html: string;
      sent: boolean;
    }>(
      test.database.db,
      sql`select recipient, subject, text, html, sent_at is not null as sent from mail_outbox where status = 'sent' order by created_at`,
    );
    expect(rows.map((row) => row.recipient)).toEqual(['ny.mekaniker@verkstad.se', owner.email]);
    for (const row of rows) {
      expect(row).toMatchObject({ text: '', html: '', sent: true });
      expect(row.subject).not.toBe('');
    }
    const everything = JSON.stringify(await rowsOf(test.database.db, sql`select * from mail_outbox`));
    expect(everything).not.toContain(inviteToken);
    expect(everything).not.toContain(resetToken);
  });
});
