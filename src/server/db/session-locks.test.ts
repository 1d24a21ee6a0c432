import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../test/database';
import { openDatabase, type DatabaseHandle } from './client';
import { SessionLocks } from './session-locks';

describe('locks held across servers', () => {
  it('on PGlite, one process: a key is held once until released', async () => {
    const handle = await openDatabase({});
    const locks = SessionLocks.of(handle.db, { onLost: () => undefined });
    try {
      const release = await locks.tryLock('a');
      expect(release).not.toBeNull();
      expect(await locks.tryLock('a')).toBeNull();
      expect(await locks.tryLock('b')).not.toBeNull();
      await release!();
      expect(await locks.tryLock('a')).not.toBeNull();
    } finally {
      await locks.close();
      await handle.close();
    }
  });

  describe('on two servers of one postgres database', () => {
    let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
    const handles: DatabaseHandle[] = [];
    beforeAll(async () => {
      throwaway = await createThrowawayDatabase();
      for (let server = 0; server < 2; server++)
        handles.push(
          await openDatabase({ databaseUrl: throwaway.url, poolSize: 2, onConnectionLost: () => undefined }),
        );
    });
    afterAll(async () => {
      for (const handle of handles) await handle.close();
      await throwaway?.drop();
    });

    it('hold a key on one server at a time, on one connection per server, and survive that connection being cut', async () => {
      const lost: Error[] = [];
      const [first, second] = handles.map((handle) =>
        SessionLocks.of(handle.db, { onLost: (error) => lost.push(error) }),
      ) as [SessionLocks, SessionLocks];
      const admin = new pg.Client({ connectionString: throwaway.url });
      await admin.connect();
      const lockConnections = async () =>
        (
          await admin.query<{ count: number }>(
            `select count(*)::int as count from pg_stat_activity where application_name = 'verkstan-locks'`,
          )
        ).rows[0]!.count;
      try {
        const held = await first.tryLock('workshop-export:1');
        expect(held).not.toBeNull();
        expect(await first.tryLock('workshop-export:1')).toBeNull();
        expect(await second.tryLock('workshop-export:1')).toBeNull();
        const other = await first.tryLock('workshop-export:2');
        expect(other).not.toBeNull();
        // Two keys on one server, one asked on the other: one connection each.
        expect(await lockConnections()).toBe(2);
        await held!();
        const taken = await second.tryLock('workshop-export:1');
        expect(taken).not.toBeNull();

        // An administrator (or a restart) ends the connections: their locks go, the process stays.
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'verkstan-locks'`,
        );
        await expect.poll(() => lost.length).toBe(2);
        await other!();
        await taken!();
        const again = await second.tryLock('workshop-export:2');
        expect(again).not.toBeNull();
        expect(await first.tryLock('workshop-export:2')).toBeNull();
      } finally {
        await admin.end();
        await first.close();
        await second.close();
      }
    });
  });
});
