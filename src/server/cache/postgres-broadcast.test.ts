import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, drivers } from '../test/database';
import { ACK_TIMEOUT_MS, PostgresBroadcast } from './postgres-broadcast';

/** A server's broadcast with what its subscriber heard. */
interface Peer {
  broadcast: PostgresBroadcast;
  pool: pg.Pool;
  heard: unknown[];
  resets: number;
}

// Only a PostgreSQL server carries LISTEN/NOTIFY between processes.
describe.each(drivers.filter((driver) => driver === 'postgres'))(
  'servers telling each other what changed, on %s',
  () => {
    let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
    const peers: Peer[] = [];
    const quiet = () => undefined;

    async function startPeer(): Promise<Peer> {
      const pool = new pg.Pool({ connectionString: throwaway.url, max: 2 });
      pool.on('error', quiet);
      const broadcast = new PostgresBroadcast(throwaway.url, pool, quiet);
      const peer: Peer = { broadcast, pool, heard: [], resets: 0 };
      broadcast.subscribe('data-changed', {
        onMessage: (message) => peer.heard.push(message),
        onReset: () => (peer.resets += 1),
      });
      await broadcast.start();
      peers.push(peer);
      return peer;
    }

    /** Every started server trusts its caches: every publisher now waits for each of them. */
    const allLive = () =>
      expect.poll(() => peers.every((peer) => peer.broadcast.isLive), { timeout: 10_000 }).toBe(true);

    beforeAll(async () => {
      throwaway = await createThrowawayDatabase();
    });
    afterAll(async () => {
      for (const peer of peers) {
        await peer.broadcast.close();
        await peer.pool.end();
      }
      await throwaway.drop();
    });

    it('resolves a publish only once every other server has applied it', async () => {
      const [a, b, c] = [await startPeer(), await startPeer(), await startPeer()];
      await allLive();
      for (let round = 0; round < 50; round++) {
        await a.broadcast.publish('data-changed', `verkstad-${round}`);
        // Nothing awaited between: had b or c not applied it yet, they would not have it now.
        expect(b.heard.at(-1)).toBe(`verkstad-${round}`);
        expect(c.heard.at(-1)).toBe(`verkstad-${round}`);
      }
      expect(a.heard).toHaveLength(50);
      await b.broadcast.publish('data-changed', 'från b');
      expect(b.heard.at(-1)).toBe('från b');
      expect(a.heard.at(-1)).toBe('från b');
      expect(c.heard.at(-1)).toBe('från b');
    });

    it('ends the listening connection of a server that does not acknowledge, and answers anyway', async () => {
      const a = await startPeer();
      // A server that announces itself as listening but never answers (stuck, or its event loop blocked).
      const silent = new pg.Client({
        connectionString: throwaway.url,
        application_name: 'verkstan-broadcast:00000000deadbeef',
      });
      silent.on('error', quiet);
      await silent.connect();
      await allLive();
      const ended = new Promise<void>((resolve) => silent.once('end', resolve));
      const started = Date.now();
      await a.broadcast.publish('data-changed', 'till en tyst server');
      expect(Date.now() - started).toBeGreaterThanOrEqual(ACK_TIMEOUT_MS - 50);
      await ended;
    });

    it('forgets what it keeps when it loses the others, answers from the database meanwhile, and listens again by itself', async () => {
      const a = await startPeer();
      const b = await startPeer();
      await allLive();
      const resetsBefore = b.resets;
      const admin = new pg.Client({ connectionString: throwaway.url });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name like 'verkstan-broadcast:%' and pid <> pg_backend_pid()`,
      );
      await admin.end();
      await expect.poll(() => b.resets).toBeGreaterThan(resetsBefore);
      await allLive();
      // Listening again, it reset once more (what was kept while deaf may be stale) and hears the others.
      expect(b.resets).toBeGreaterThanOrEqual(resetsBefore + 2);
      await a.broadcast.publish('data-changed', 'efter återanslutning');
      expect(b.heard.at(-1)).toBe('efter återanslutning');
    });

    it('hears the others while it publishes itself (no waiting on each other)', async () => {
      const [a, b] = [await startPeer(), await startPeer()];
      await allLive();
      await Promise.all([
        ...Array.from({ length: 20 }, (_, index) => a.broadcast.publish('data-changed', `a${index}`)),
        ...Array.from({ length: 20 }, (_, index) => b.broadcast.publish('data-changed', `b${index}`)),
      ]);
      expect(b.heard.filter((message) => String(message).startsWith('a'))).toHaveLength(20);
      expect(a.heard.filter((message) => String(message).startsWith('b'))).toHaveLength(20);
    });
  },
);
