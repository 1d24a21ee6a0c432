import pg from 'pg';
import type { Database } from './client';

/** Ends a lock `tryLock` took; never throws. */
export type Release = () => Promise<void>;

interface LockConnection {
  client: pg.Client;
  ready: Promise<void>;
  lost: boolean;
}

/**
 * Locks held longer than a transaction (a whole download) by one server at a time of all those on the
 * database. On a PostgreSQL server they are session-level advisory locks, all of a process's on one
 * connection of its own outside the pool: one connection per process however many are held, and the
 * pool's connections stay free for queries. A session may take its own lock again, so the keys this
 * process holds are kept here too; on PGlite, one process, they are the whole lock.
 */
export class SessionLocks {
  private readonly held = new Set<string>();
  private connection: LockConnection | null = null;

  private constructor(
    private readonly clientConfig: pg.ClientConfig | null,
    private readonly onLost: (error: Error) => void,
  ) {}

  /**
   * The locks of `db`'s database; `directUrl` when the pool's URL goes through a transaction pooler,
   * where a session is not kept (LISTEN_DATABASE_URL, docs/deploy.md).
   */
  static of(
    db: Database,
    { directUrl, onLost }: { directUrl?: string | undefined; onLost: (error: Error) => void },
  ): SessionLocks {
    const pool = (db as { $client?: unknown }).$client;
    if (!(pool instanceof pg.Pool)) return new SessionLocks(null, onLost);
    // The pool makes its connections from its options; this one is made alike, named for pg_stat_activity.
    const options = {
      ...(pool as pg.Pool & { options: pg.ClientConfig }).options,
      application_name: 'verkstan-locks',
    };
    return new SessionLocks(directUrl ? { ...options, connectionString: directUrl } : options, onLost);
  }

  /** Takes the lock unless a request of any server holds it: its release, or null. */
  async tryLock(key: string): Promise<Release | null> {
    if (this.held.has(key)) return null;
    this.held.add(key);
    let connection: LockConnection | null = null;
    try {
      if (this.clientConfig) {
        connection = await this.connected();
        const { rows } = await connection.client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as locked',
          [key],
        );
        if (!rows[0]?.locked) {
          this.held.delete(key);
          return null;
        }
      }
    } catch (error) {
      this.held.delete(key);
      throw error;
    }
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      // A lost connection took its locks with it.
      if (connection && !connection.lost)
        await connection.client.query('select pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
      this.held.delete(key);
    };
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    if (connection && !connection.lost) await connection.client.end().catch(() => undefined);
  }

  private async connected(): Promise<LockConnection> {
    if (!this.connection || this.connection.lost) {
      const client = new pg.Client(this.clientConfig!);
      const connection: LockConnection = {
        client,
        lost: false,
        ready: client.connect().then(() => undefined),
      };
      // Without a listener a dropped connection would end the process; the locks went with it. A cut
      // connection may say so twice (the server's notice, then the socket's end): reported once.
      let reported = false;
      client.on('error', (error) => {
        connection.lost = true;
        if (reported) return;
        reported = true;
        this.onLost(error);
      });
      client.on('end', () => (connection.lost = true));
      connection.ready.catch(() => (connection.lost = true));
      this.connection = connection;
    }
    const connection = this.connection;
    await connection.ready;
    return connection;
  }
}
