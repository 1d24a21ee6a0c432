import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, drivers } from '../test/database';
import { openDatabase, type DatabaseHandle } from './client';

// Only a server can drop a connection under the app.
describe.each(drivers.filter((driver) => driver === 'postgres'))('the connection pool on %s', () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let database: DatabaseHandle;
  const lost: Error[] = [];
  beforeAll(async () => {
    throwaway = await createThrowawayDatabase();
    database = await openDatabase({
      databaseUrl: throwaway.url,
      poolSize: 2,
      onConnectionLost: (error) => lost.push(error),
    });
  });
  afterAll(async () => {
    await database.close();
    await throwaway.drop();
  });

  it('survives an idle connection being ended by the server, and answers the next query', async () => {
    await database.db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: throwaway.url });
    await admin.connect();
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    const result = await database.db.execute(sql`select 42 as answer`);
    expect((result as unknown as { rows: Array<{ answer: number }> }).rows[0]!.answer).toBe(42);
  });
});

describe.each(drivers.filter((driver) => driver === 'postgres'))('servers starting together on %s', () => {
  it('migrates an empty database from four servers at once: one applies, the others wait and find it done', async () => {
    const throwaway = await createThrowawayDatabase();
    const servers = await Promise.all(
      Array.from({ length: 4 }, () =>
        openDatabase({ databaseUrl: throwaway.url, poolSize: 2, onConnectionLost: () => undefined }),
      ),
    );
    try {
      const results = await Promise.allSettled(servers.map((server) => server.migrate()));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      const applied = await servers[0]!.db.execute(
        sql`select count(*)::int as count, count(distinct hash)::int as distinct_count from drizzle.__drizzle_migrations`,
      );
      const [row] = (applied as unknown as { rows: Array<{ count: number; distinct_count: number }> }).rows;
      expect(row!.count).toBeGreaterThan(0);
      expect(row!.count).toBe(row!.distinct_count);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await throwaway.drop();
    }
  });
});
