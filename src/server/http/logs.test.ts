import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { useTestApp } from '../test/harness';
import { logCollector } from '../test/log-collector';

describe.each(drivers)('what the log keeps on %s', (driver) => {
  const log = logCollector();
  const test = useTestApp(driver, { logLevel: 'info' }, { logStream: log.stream });
  beforeAll(async () => {
    // A registration the database refuses after validation let it through, and a login whose session cannot be stored.
    await test.database.db.execute(sql`alter table users add constraint logs_test_refuse check (first_name <> 'Loggfel')`);
  });

  it('names the route, the error class and the constraint of a failed query, never its parameters', async () => {
    const password = 'hemligt-lösen-för-loggen';
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'logg.kund@verkstad.se', password, firstName: 'Loggfel', lastName: 'Efternamnsson', companyName: 'Loggbolaget AB' },
    });
    expect(registered.statusCode).toBe(400);
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'logg.ok@verkstad.se', password, firstName: 'Logg', lastName: 'Ok', companyName: 'Okbolaget AB' },
    });
    await test.database.db.execute(sql`drop table sessions cascade`);
    const login = await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'logg.ok@verkstad.se', password } });
    expect(login.statusCode).toBe(500);

    const text = log.text();
    expect(text).toContain('logs_test_refuse');
    expect(text).toContain('/api/auth/register');
    expect(text).toContain('/api/auth/login');
    for (const secret of [password, '$argon2', 'logg.kund@verkstad.se', 'logg.ok@verkstad.se', 'Loggfel', 'Efternamnsson', 'Loggbolaget', 'params']) {
      expect(text, secret).not.toContain(secret);
    }
  });
});
