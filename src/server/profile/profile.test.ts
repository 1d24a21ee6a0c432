import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp } from '../test/harness';
import { addMember } from '../test/team';

describe.each(drivers)('profile on %s', (driver) => {
  const test = useTestApp(driver);

  it('returns the logged-in user with member-since date and id', async () => {
    const account = await createAccount(test.app);
    const response = await as(test.app, account).get('/api/user/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: account.userId,
      email: account.email,
      name: 'Anna Svensson',
      companyName: 'Svenssons Maskinservice AB',
    });
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
    expect(response.json().user).toMatchObject({
      name: 'Anna Berg',
      companyName: 'Bergs Traktorservice',
      email: account.email,
    });
    const reread = await as(test.app, account).get('/api/user/profile');
    expect(reread.json().user).toMatchObject({
      name: 'Anna Berg',
      companyName: 'Bergs Traktorservice',
      email: account.email,
    });
  });

  it('changes only the person when the body leaves companyName out, also for a mechanic; an empty one names the workshop after the person', async () => {
    const owner = await createAccount(test.app);
    const renamed = await as(test.app, owner).put('/api/user/profile', { name: 'Anna Berg' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({
      name: 'Anna Berg',
      companyName: 'Svenssons Maskinservice AB',
    });
    expect((await as(test.app, owner).get('/api/company')).json().name).toBe('Svenssons Maskinservice AB');
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const own = await as(test.app, mechanic).put('/api/user/profile', { name: 'Erik Mek' });
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ name: 'Erik Mek', companyName: 'Svenssons Maskinservice AB' });
    expect(
      (await as(test.app, mechanic).put('/api/user/profile', { name: 'Erik Mek', companyName: 'Eriks AB' })).statusCode,
    ).toBe(403);
    expect((await as(test.app, owner).get('/api/company')).json().name).toBe('Svenssons Maskinservice AB');
    expect(
      (await as(test.app, owner).put('/api/user/profile', { name: 'Anna Berg', companyName: '' })).json().user
        .companyName,
    ).toBe('Anna Berg');
  });

  it('requires a name', async () => {
    const account = await createAccount(test.app);
    const response = await as(test.app, account).put('/api/user/profile', { name: ' ', companyName: 'X' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Namn är obligatoriskt.',
      errors: [{ field: 'name', message: 'Namn är obligatoriskt.' }],
    });
  });
});
