import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp } from '../test/harness';
import { linkIn, mailsIn } from '../test/team';

describe.each(drivers)('password reset on %s', (driver) => {
  const test = useTestApp(driver, { publicUrl: 'https://verkstan.example.se' });
  const request = (email: string) =>
    test.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
  const reset = (token: string, password: string) =>
    test.app.inject({ method: 'POST', url: `/api/auth/password-reset/${token}`, payload: { password } });

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const account = await createAccount(test.app);
    const known = await request(account.email.toUpperCase());
    const unknown = await request(`ingen-${Date.now()}@verkstad.se`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await test.app.mailSender.deliverDue();
    const mails = (await mailsIn(test.mailOutboxDir)).filter(
      (mail) => mail.subject === 'Återställ ditt lösenord i Verkstan',
    );
    expect(mails.map((mail) => mail.to)).toEqual([account.email]);
  });

  it('answers a known and an unknown address after the same time', async () => {
    const account = await createAccount(test.app);
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await request(email)).statusCode).toBe(202);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 4; round++) {
      known.push(await timed(account.email));
      unknown.push(await timed(`okand-${round}-${Date.now()}@verkstad.se`));
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    // Every answer waits for the same floor, far above the work a known address costs.
    for (const time of [...known, ...unknown]) expect(time).toBeGreaterThanOrEqual(249);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(100);
  });

  it('sets a new password once through the mailed link, and ends every session', async () => {
    const account = await createAccount(test.app);
    const otherSession = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    await request(account.email);
    await test.app.mailSender.deliverDue();
    const mail = (await mailsIn(test.mailOutboxDir)).find((candidate) => candidate.to === account.email)!;
    const link = linkIn(mail, 'reset-password');
    expect(link).toMatch(/^https:\/\/verkstan\.example\.se\/reset-password\//);
    const token = link.split('/').at(-1)!;

    const short = await reset(token, 'kort');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Lösenordet måste vara minst 8 tecken långt');
    expect((await reset(token, 'ett-nytt-lösen-9')).statusCode).toBe(204);

    expect((await as(test.app, account).get('/api/user/profile')).statusCode).toBe(401);
    expect(
      (await as(test.app, { ...account, token: otherSession.json().token }).get('/api/user/profile')).statusCode,
    ).toBe(401);
    const oldLogin = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'ett-nytt-lösen-9' },
    });
    expect(newLogin.statusCode).toBe(200);

    const again = await reset(token, 'ett-tredje-lösen');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      'Länken för att återställa lösenordet är ogiltig, har redan använts eller har gått ut.',
    );
    expect((await reset('inte-en-token', 'ett-tredje-lösen')).statusCode).toBe(404);
  });

  it('lets one of two simultaneous uses of a link through', async () => {
    const account = await createAccount(test.app);
    await request(account.email);
    await test.app.mailSender.deliverDue();
    const token = linkIn(
      (await mailsIn(test.mailOutboxDir)).find((candidate) => candidate.to === account.email)!,
      'reset-password',
    )
      .split('/')
      .at(-1)!;
    const answers = await Promise.all([reset(token, 'första-lösenordet'), reset(token, 'andra-lösenordet')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
  });
});

describe.each(drivers)('password reset throttling on %s', (driver) => {
  const test = useTestApp(driver, { passwordResetMaxPerMinute: 3 });

  it('answers 429 after the limit, in Swedish', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(
        await test.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: 'nagon@verkstad.se' },
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 429, 429]);
    expect(answers[4]!.json().message).toBe('För många försök. Vänta en minut och försök igen.');
  });
});
