import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp } from '../test/harness';

describe.each(drivers)('profile on %s', (driver) => {
  const test = useTestApp(driver);

  it('returns the logged-in user with member-since date and id', async () => {
    const account = await createAccount(test.app);
    const response = await as(test.app, account).get('/api/user/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: account.userId, email: account.email, name: 'Anna Svensson', companyName: 'Svenssons Maskinservice AB' });
    expect(new Date(response.json().user.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('updates name and company but never the e-mail', async () => {
    const account = await createAccount(test.app);
    const response = await as(test.app, account).put('/api/user/profile', {
      name: 'Anna Berg',
      companyName: 'Bergs Traktorservice',
      email: 'ny@adress.se',
      id: 'ignoreras',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Anna Berg', companyName: 'Bergs Traktorservice', email: account.email });
    const reread = await as(test.app, account).get('/api/user/profile');
    expect(reread.json().user).toMatchObject({ name: 'Anna Berg', companyName: 'Bergs Traktorservice', email: account.email });
  });

  it('requires a name', async () => {
    const account = await createAccount(test.app);
    const response = await as(test.app, account).put('/api/user/profile', { name: ' ', companyName: 'X' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Namn är obligatoriskt.', errors: [{ field: 'name', message: 'Namn är obligatoriskt.' }] });
  });
});
