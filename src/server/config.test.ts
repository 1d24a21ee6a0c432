import { describe, expect, it } from 'vitest';
import { ConfigError, defaultWorkers, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults: port 3000, embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: './data',
      workers: 1,
      logLevel: 'info',
    });
  });

  it('selects PostgreSQL for a postgres:// URL and one worker per core by default', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/verkstan' });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/verkstan');
    expect(config.workers).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['postgres://postgres@127.0.0.1:5432/verkstan', 2, 1],
    ['postgres://postgres@localhost/verkstan', 8, 7],
    ['postgresql://postgres@[::1]:5432/verkstan', 4, 3],
    ['postgres://verkstan@%2Fvar%2Frun%2Fpostgresql/verkstan', 2, 1],
    ['postgres://postgres@127.0.0.1/verkstan', 1, 1],
    ['postgres://verkstan@db.example.se:5432/verkstan', 4, 4],
  ])('runs workers for %s on %i cores: %i (a core left to a local database)', (url, cores, workers) => {
    expect(defaultWorkers(url, cores)).toBe(workers);
  });

  it('takes WEB_CONCURRENCY over the default', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1/verkstan', WEB_CONCURRENCY: '3' }).workers).toBe(
      3,
    );
  });

  it.each([
    [{ PORT: 'tretusen' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/verkstan' }, 'DATABASE_URL'],
    [{ CONTACT_EMAIL: 'inte-en-adress' }, 'CONTACT_EMAIL'],
    [{ LOG_LEVEL: 'pratig' }, 'LOG_LEVEL'],
  ])('stops the start on %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});
