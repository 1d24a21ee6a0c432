import type pg from 'pg';
import type { Log } from './broadcast';
import { NAME_PREFIX } from './listening-connection';

/** How often each server reads which servers listen (one look at pg_stat_activity). */
const REFRESH_MS = 250;
/** A list of listening servers older than this is read again before a publisher relies on it. */
export const PEERS_STALE_MS = 1_000;

/**
 * The other servers listening on the database, read from pg_stat_activity by their connections'
 * names four times a second, not per write: that query cost more than the write it followed.
 */
export class Peers {
  private servers = new Set<string>();
  private readAt = 0;
  private refreshing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly ownId: string,
    /** Told after every reading, so that a publisher stops waiting for a server that has gone. */
    private readonly onRead: (servers: ReadonlySet<string>) => void,
    private readonly log: Log,
  ) {}

  get current(): ReadonlySet<string> {
    return this.servers;
  }

  start(): void {
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Read again when the last reading is too old to rely on. */
  async fresh(): Promise<ReadonlySet<string>> {
    if (Date.now() - this.readAt > PEERS_STALE_MS) await this.refresh();
    return this.servers;
  }

  /** Ends the listening connections of servers that did not acknowledge in time; they reset and listen again. */
  async cutOff(servers: string[]): Promise<void> {
    this.log(
      'warn',
      'servers did not acknowledge a change in time: ending their listening connections so that they drop what they keep',
      { servers },
    );
    try {
      await this.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = any($1)`,
        [servers.map((server) => NAME_PREFIX + server)],
      );
    } catch (error) {
      this.log('error', 'could not end the silent servers’ listening connections', {
        err: (error as Error).message,
      });
    }
  }

  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      const startedAt = Date.now();
      const { rows } = await this.pool.query<{ listening: string[] }>(
        `select array(select substr(application_name, $2) from pg_stat_activity
           where datname = current_database() and starts_with(application_name, $1)) as listening`,
        [NAME_PREFIX, NAME_PREFIX.length + 1],
      );
      this.servers = new Set((rows[0]?.listening ?? []).filter((server) => server !== this.ownId));
      this.readAt = startedAt;
      this.onRead(this.servers);
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }
}
