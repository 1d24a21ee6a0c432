import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { createThrowawayDatabase } from '../test/database';
import { as, createAccount, testClock, type Account } from '../test/harness';

async function organisationOf(db: Database, account: Account): Promise<string> {
  const result = (await db.execute(sql`select organisation_id from users where id = ${account.userId}`)) as unknown as {
    rows: Array<{ organisation_id: string }>;
  };
  return result.rows[0]!.organisation_id;
}

/** The workshop an export's page query (`to_jsonb(q)`) reads, as its parameters tell. */
function pageQueryOf(db: Database, query: SQL): string | null {
  const { sql: text, params } = (
    db as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } }
  ).dialect.sqlToQuery(query);
  return text.includes('to_jsonb(q)') ? (params.find((param) => typeof param === 'string') as string) : null;
}

const exportOf = (app: FastifyInstance, account: Account) =>
  app.inject({
    method: 'GET',
    url: '/api/export/workshop',
    headers: { authorization: `Bearer ${account.token}` },
  });

// Two servers behind a balancer share one PostgreSQL database (PGlite is one process: its guard is in it).
describe('workshop exports on two servers sharing one postgres database', () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const outbox = mkdtempSync(join(tmpdir(), 'verkstan-outbox-'));

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase();
    for (let server = 0; server < 2; server++)
      handles.push(await openDatabase({ databaseUrl: throwaway.url, poolSize: 4, onConnectionLost: () => undefined }));
    await handles[0]!.migrate();
    for (const handle of handles)
      apps.push(
        await buildApp({
          config: testConfig({ pdfThreads: 1, mailOutboxDir: outbox }),
          db: handle.db,
          webRoot: '/nonexistent',
          clock: testClock,
        }),
      );
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await throwaway?.drop();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('run one export per workshop at a time across servers (409 on the other), other workshops export meanwhile', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const db = handles[0]!.db;
    const [held, other] = await Promise.all([createAccount(first), createAccount(first)]);
    for (const account of [held, other])
      expect((await as(first, account).post('/api/customers', { name: 'Åkeri Nord AB' })).statusCode).toBe(201);
    const heldOrg = await organisationOf(db, held);

    // The first server's export of `held` stops at its first page until the gate opens.
    let reachedGate!: () => void;
    const gateReached = new Promise<void>((resolve) => (reachedGate = resolve));
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const execute = db.execute.bind(db);
    (db as { execute: unknown }).execute = async (query: SQL) => {
      if (pageQueryOf(db, query) === heldOrg) {
        reachedGate();
        await gate;
      }
      return execute(query);
    };
    try {
      const running = exportOf(first, held);
      await gateReached;
      const elsewhere = await exportOf(second, held);
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json()).toMatchObject({
        message: 'En export av verkstaden pågår redan. Vänta tills den är klar och försök sedan igen.',
      });
      expect((await exportOf(second, other)).statusCode).toBe(200);
      openGate();
      expect((await running).statusCode).toBe(200);
    } finally {
      (db as { execute: unknown }).execute = execute;
    }
    // Done on the first server, the workshop exports again on either.
    expect((await exportOf(second, held)).statusCode).toBe(200);
    expect((await exportOf(first, held)).statusCode).toBe(200);
  });
});
