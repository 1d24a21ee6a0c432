import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';

export interface DatabaseTemplates {
  /** A migrated embedded database, as PGlite's copy of its folder. */
  pgliteFile: string;
  /** A migrated database on the test server that new ones are copied from. */
  postgresTemplate: string;
  remove(): Promise<void>;
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const urlOf = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * Every suite opens fresh databases, and PGlite's initdb and the migrations took most of each opening
 * (5–8 s on a busy two-core machine). Both are done once a run here, and each opening copies the result
 * (docs/decisions/076). The migrations keep their own tests, which start from an empty database.
 */
export async function makeDatabaseTemplates(serverUrl: string): Promise<DatabaseTemplates> {
  const id = randomBytes(6).toString('hex');
  const pgliteFile = join(tmpdir(), `verkstan-test-template-${id}.tar`);
  const embedded = await openDatabase({});
  try {
    await embedded.migrate();
    writeFileSync(pgliteFile, Buffer.from(await (await embedded.copyEmbedded!()).arrayBuffer()));
  } finally {
    await embedded.close();
  }

  const postgresTemplate = `verkstan_template_${id}`;
  await onServer(serverUrl, `create database ${postgresTemplate}`);
  // No connection may stay open on a template while databases are copied from it.
  const server = await openDatabase({ databaseUrl: urlOf(serverUrl, postgresTemplate), poolSize: 1 });
  try {
    await server.migrate();
  } finally {
    await server.close();
  }
  return {
    pgliteFile,
    postgresTemplate,
    async remove() {
      rmSync(pgliteFile, { force: true });
      await onServer(serverUrl, `drop database if exists ${postgresTemplate} with (force)`);
    },
  };
}
