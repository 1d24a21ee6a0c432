import pg from 'pg';
import type { Log } from './broadcast';

/** The application_name of a listening connection, followed by its server's id. */
export const NAME_PREFIX = 'verkstan-broadcast:';

interface Events {
  /** A notification on one of the channels. */
  onNotification(channel: string, payload: string): void;
  /** Listening (again) on a new connection. */
  onListening(client: pg.Client): void;
  /** The connection is gone: whatever was heard through it may have missed messages. */
  onLost(): void;
}

/**
 * One connection of this server that LISTENs on the broadcast's channels, named after its server
 * only once it listens (every server a publisher finds by that name hears what it publishes), and
 * connected again with back-off when it drops. pg-listen was weighed for this part and not taken:
 * it names its connection when it connects, before it listens, and it reports a lost connection
 * only when it gives up reconnecting, while a server here must stop trusting its caches at once
 * (docs/decisions/012-several-servers.md).
 */
export class ListeningConnection {
  private current: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly channels: string[],
    private readonly name: string,
    private readonly events: Events,
    private readonly log: Log,
  ) {}

  /** The listening connection, or null while there is none. */
  get client(): pg.Client | null {
    return this.current;
  }

  connect(): Promise<void> {
    this.connecting ??= this.listen().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.current;
    this.current = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, options: '-c jit=off' });
    client.on('notification', (notification) =>
      this.events.onNotification(notification.channel, notification.payload ?? ''),
    );
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`listen "${channel}"`);
      await client.query(`select set_config('application_name', $1, false)`, [this.name]);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.current = client;
    this.events.onListening(client);
  }

  private lost(client: pg.Client, error?: Error): void {
    if (client !== this.current) return;
    this.current = null;
    this.events.onLost();
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.log('warn', 'lost the connection that hears the other servers: answering from the database until it is back', {
      err: error?.message ?? 'ended',
    });
    this.reconnect(100);
  }

  private reconnect(delayMs: number): void {
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.closed || this.current) return;
      this.connect().catch((error: unknown) => {
        this.log('warn', 'could not listen to the other servers yet', { err: (error as Error).message });
        this.reconnect(Math.min(delayMs * 2, 5_000));
      });
    }, delayMs);
    this.reconnectTimer.unref();
  }
}
