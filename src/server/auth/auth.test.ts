import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp } from '../test/harness';

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: `Ny.Agare+${Math.random().toString(36).slice(2)}@Verkstad.se`,
  password: 'minst-atta-tecken',
  firstName: 'Erik',
  lastName: 'Lund',
  companyName: 'Lunds Lastbilsservice',
  ...overrides,
});

describe.each(drivers)('registration, login and sessions on %s', (driver) => {
  const test = useTestApp(driver);

  const register = (payload: unknown) =>
    test.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
  const login = (payload: unknown) =>
    test.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

  it('registers a workshop and its owner and answers 201 with the user but no token', async () => {
    const payload = registration();
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toBeUndefined();
    expect(body.user).toMatchObject({
      email: payload.email.toLowerCase(),
      name: 'Erik Lund',
      firstName: 'Erik',
      lastName: 'Lund',
      companyName: 'Lunds Lastbilsservice',
    });
    expect(body.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.user.passwordHash).toBeUndefined();
  });

  it('names the workshop after the person when no company is given', async () => {
    const response = await register(registration({ companyName: '' }));
    expect(response.json().user.companyName).toBe('Erik Lund');
  });

  it('stores the password as an argon2id hash', async () => {
    const payload = registration();
    await register(payload);
    const result = await test.database.db.execute(
      sql`select password_hash from users where email = ${payload.email.toLowerCase()}`,
    );
    const rows = (result as unknown as { rows: Array<{ password_hash: string }> }).rows;
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ firstName: '' }, 'Förnamn och efternamn är obligatoriska.', 'firstName'],
    [{ lastName: '   ' }, 'Förnamn och efternamn är obligatoriska.', 'lastName'],
    [{ password: 'kort' }, 'Lösenordet måste vara minst 8 tecken långt', 'password'],
    [{ email: 'inte-en-adress' }, 'Ange en giltig e-postadress.', 'email'],
    [{ email: '' }, 'Ange en e-postadress.', 'email'],
    [{ password: 12345678 }, 'Lösenordet måste vara minst 8 tecken långt', 'password'],
  ])('refuses %o with the message %s', async (override, message, field) => {
    const response = await register(registration(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
  });

  it('treats e-mail as case-insensitive and unique: a second registration answers 409', async () => {
    const payload = registration();
    expect((await register(payload)).statusCode).toBe(201);
    const again = await register({ ...payload, email: payload.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Det finns redan ett konto med den e-postadressen.');
  });

  it('logs in with any casing of the e-mail and returns a 256-bit token and the user', async () => {
    const payload = registration();
    await register(payload);
    const response = await login({ email: payload.email.toUpperCase(), password: payload.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user.email).toBe(payload.email.toLowerCase());
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const payload = registration();
    await register(payload);
    const wrongPassword = await login({ email: payload.email, password: 'fel-lösenord' });
    const unknownEmail = await login({ email: 'finns.inte@verkstad.se', password: payload.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().message).toBe('Fel e-postadress eller lösenord.');
  });

  it('asks for both e-mail and password', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ange e-postadress och lösenord.');
  });

  it('stores only a hash of the session token', async () => {
    const account = await createAccount(test.app);
    const result = await test.database.db.execute(sql`select token_hash from sessions`);
    const hashes = (result as unknown as { rows: Array<{ token_hash: string }> }).rows.map((row) => row.token_hash);
    expect(hashes).not.toContain(account.token);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('answers 401 with the spec message when the token is missing', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Ingen autentiseringstoken hittades');
  });

  it.each(['Bearer', 'Bearer inte-en-token', 'Basic abc', `Bearer ${'a'.repeat(43)}`])(
    'answers 401 for the authorization header %s',
    async (header) => {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: header },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/session har gått ut|Ingen autentiseringstoken/);
    },
  );

  it('revokes the token on logout', async () => {
    const account = await createAccount(test.app);
    expect((await as(test.app, account).get('/api/user/profile')).statusCode).toBe(200);
    expect((await as(test.app, account).post('/api/auth/logout')).statusCode).toBe(204);
    const after = await as(test.app, account).get('/api/user/profile');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Din session har gått ut. Vänligen logga in igen.');
  });

  it('answers 401 once the session has expired', async () => {
    const account = await createAccount(test.app);
    await test.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect((await as(test.app, account).get('/api/workorders')).statusCode).toBe(401);
  });

  it('lets a session live for 30 days', async () => {
    await createAccount(test.app);
    const result = await test.database.db.execute(
      sql`select extract(epoch from (expires_at - created_at)) / 86400 as days from sessions order by created_at desc limit 1`,
    );
    const days = Number((result as unknown as { rows: Array<{ days: string }> }).rows[0]!.days);
    expect(days).toBeCloseTo(30, 1);
  });
});

describe.each(drivers)('login throttling on %s', (driver) => {
  const test = useTestApp(driver, { loginMaxPerMinute: 3 });

  it('answers 429 in Swedish after too many failed attempts for one e-mail', async () => {
    const attempt = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'offer@verkstad.se', password: 'gissning' },
        remoteAddress: `10.0.0.${Math.floor(Math.random() * 250)}`,
      });
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await attempt();
    expect(blocked.json().message).toBe('För många inloggningsförsök. Vänta en stund och försök igen.');
  });

  it('answers 429 after too many attempts from one IP address', async () => {
    const attempt = (index: number) =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `olika${index}@verkstad.se`, password: 'gissning' },
        remoteAddress: '192.0.2.7',
      });
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await attempt(index)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
