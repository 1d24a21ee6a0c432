import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';

export type Driver = 'pglite' | 'postgres';

/** TEST_DATABASE_URL's server, or the one global-setup.ts started for this run. */
const serverUrl = process.env.TEST_DATABASE_URL || inject('testDatabaseUrl');

/** Every suite runs on PGlite and on a PostgreSQL server. */
export const drivers: Driver[] = ['pglite', 'postgres'];

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the test server: its URL, and how to drop it. */
export async function createThrowawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `verkstan_test_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

/** A clean, migrated database: in-memory PGlite, or a throwaway database on the server, dropped on close. */
export async function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const throwaway = await createThrowawayDatabase();
  // Dropping the database at close ends connections the pool is still closing: expected here.
  const handle = await openDatabase({
    databaseUrl: throwaway.url,
    poolSize: 4,
    onConnectionLost: () => undefined,
  });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await throwaway.drop();
    },
  };
}
