import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { onServer } from './database-templates';

export type Driver = 'pglite' | 'postgres';

/** TEST_DATABASE_URL's server, or the one global-setup.ts started for this run. */
const serverUrl = process.env.TEST_DATABASE_URL || inject('testDatabaseUrl');

/** Every suite runs on PGlite and on a PostgreSQL server. */
export const drivers: Driver[] = ['pglite', 'postgres'];

/** A new database on the test server, empty or a copy of `template`: its URL, and how to drop it. */
export async function createThrowawayDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `verkstan_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

let migratedEmbedded: Blob | undefined;

/**
 * A clean, migrated database: in-memory PGlite, or a throwaway database on the server, dropped on close.
 * Both start as copies of the run's migrated templates (database-templates.ts); `migrate` then finds
 * every migration applied.
 */
export async function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    migratedEmbedded ??= new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    const handle = await openDatabase({ startFrom: migratedEmbedded });
    await handle.migrate();
    return handle;
  }
  const throwaway = await createThrowawayDatabase(inject('postgresTemplate'));
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
