import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; a PostgreSQL server too when TEST_DATABASE_URL names one. */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A clean, migrated database: in-memory PGlite, or a throwaway database on the server, dropped on close. */
export async function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `verkstan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: databaseUrl.toString(), poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
