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

describe('FILES_S3_URL', () => {
  const server = { DATABASE_URL: 'postgres://verkstan@db/verkstan' };
  it('selects the S3 store with a PostgreSQL server, read from the URL', () => {
    const config = loadConfig({
      ...server,
      FILES_S3_URL: 's3://AKIA%2B1:hemlig%2Fnyckel@minio.lan:9000/verkstan/filer?region=eu-north-1&tls=false',
    });
    expect(config.filesStorage).toBe('s3');
    expect(config.filesS3).toEqual({
      endpoint: 'http://minio.lan:9000',
      bucket: 'verkstan',
      prefix: 'filer/',
      region: 'eu-north-1',
      accessKeyId: 'AKIA+1',
      secretAccessKey: 'hemlig/nyckel',
      virtualHosted: false,
    });
    expect(
      loadConfig({ ...server, FILES_S3_URL: 's3://k:s@s3.amazonaws.com/b-1?style=virtual' }).filesS3,
    ).toMatchObject({ endpoint: 'https://s3.amazonaws.com', region: 'us-east-1', prefix: '', virtualHosted: true });
    expect(loadConfig(server).filesStorage).toBe('database');
  });

  it.each([
    's3://minio.lan/verkstan',
    'https://k:s@minio.lan/verkstan',
    's3://k:s@minio.lan/',
    's3://k:s@minio.lan/b?tls=ja',
  ])('stops the start on %s', (url) => {
    expect(() => loadConfig({ ...server, FILES_S3_URL: url })).toThrow(/FILES_S3_URL/);
  });

  it('stops the start without a PostgreSQL server, whose backups hold DATA_DIR', () => {
    expect(() => loadConfig({ FILES_S3_URL: 's3://k:s@minio.lan/verkstan' })).toThrow(/FILES_S3_URL/);
  });
});
