import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** What a subscriber does with the messages of its topic. */
export interface BroadcastListener {
  onMessage(message: unknown): void;
  /** This server may have missed messages (its connection dropped), or listens again after that: forget everything derived. */
  onReset(): void;
}

/**
 * Tells every server on the database what one of them changed, so that what each keeps in memory
 * (list pages, checked sessions) never answers for data another server has changed
 * (docs/decisions/012).
 */
export interface Broadcast {
  /** Applies the message in this process, then in every other server; resolves once all have applied it. */
  publish(topic: string, message: unknown): Promise<void>;
  subscribe(topic: string, listener: BroadcastListener): () => void;
  /** Whether this server hears the others now: while it does not, nothing it keeps in memory may answer. */
  readonly isLive: boolean;
  close(): Promise<void>;
}

class Listeners {
  private readonly byTopic = new Map<string, Set<BroadcastListener>>();

  subscribe(topic: string, listener: BroadcastListener): () => void {
    let listeners = this.byTopic.get(topic);
    if (!listeners) this.byTopic.set(topic, (listeners = new Set()));
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  deliver(topic: string, message: unknown): void {
    for (const listener of this.byTopic.get(topic) ?? []) listener.onMessage(message);
  }

  reset(): void {
    for (const listeners of this.byTopic.values()) for (const listener of listeners) listener.onReset();
  }
}

/** One process on its own database (the embedded one): there is nobody else to tell. */
export class LocalBroadcast implements Broadcast {
  readonly isLive = true;
  private readonly listeners = new Listeners();

  async publish(topic: string, message: unknown): Promise<void> {
    this.listeners.deliver(topic, message);
  }

  subscribe(topic: string, listener: BroadcastListener): () => void {
    return this.listeners.subscribe(topic, listener);
  }

  async close(): Promise<void> {}
}

const CHANNEL = 'verkstan_broadcast';
/** The application_name of a listening connection, followed by its server's id. */
const NAME_PREFIX = 'verkstan-broadcast:';
const SERVER_ID = /^[0-9a-f]{16}$/;
/** How long a publisher waits for the others before it cuts the silent ones off. */
export const ACK_TIMEOUT_MS = 1_000;

interface Envelope {
  from: string;
  seq: number;
  topic: string;
  message: unknown;
}

interface Waiting {
  /** Acknowledgements that arrived before the publisher knew whom to wait for. */
  acked: Set<string>;
  pending: Set<string> | null;
  done: () => void;
}

type Log = (level: 'warn' | 'error', msg: string, detail: Record<string, unknown>) => void;

const logAsJson: Log = (level, msg, detail) => console.error(JSON.stringify({ level: level === 'warn' ? 40 : 50, time: Date.now(), msg, ...detail }));

/**
 * The servers sharing a PostgreSQL database tell each other over LISTEN/NOTIFY. A publisher notifies
 * and, in the same statement, reads which servers are listening (pg_stat_activity, by application
 * name); it answers its client only when every one of them has acknowledged, so that the client's
 * next request, on any server, sees its write. A server that stays silent past ACK_TIMEOUT_MS has
 * its listening connection ended: it then drops everything it keeps and bypasses it until it listens
 * again, so a slow or stuck server can cost a writer a second but never serve a stale answer.
 */
export class PostgresBroadcast implements Broadcast {
  private readonly id = randomBytes(8).toString('hex');
  private readonly ackChannel = `verkstan_ack_${this.id}`;
  private readonly listeners = new Listeners();
  private readonly waiting = new Map<number, Waiting>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private live = false;
  private closed = false;
  private seq = 0;
  private acknowledging: Promise<void> = Promise.resolve();

  constructor(
    private readonly connectionString: string,
    /** Publishes through the application's pool, so that publishing never waits behind acknowledgements. */
    private readonly pool: pg.Pool,
    private readonly log: Log = logAsJson,
  ) {}

  get isLive(): boolean {
    return this.live;
  }

  /** Resolves once this server hears the others. */
  start(): Promise<void> {
    return this.connect();
  }

  subscribe(topic: string, listener: BroadcastListener): () => void {
    return this.listeners.subscribe(topic, listener);
  }

  async publish(topic: string, message: unknown): Promise<void> {
    this.listeners.deliver(topic, message);
    if (this.closed) return;
    // Acknowledgements reach only a listening connection; a failed attempt still publishes (unconfirmed).
    if (!this.live) await this.connect().catch(() => undefined);
    const seq = ++this.seq;
    const waiting: Waiting = { acked: new Set(), pending: null, done: () => undefined };
    this.waiting.set(seq, waiting);
    let listening: string[];
    try {
      listening = await this.notify({ from: this.id, seq, topic, message });
    } catch (error) {
      this.waiting.delete(seq);
      throw error;
    }
    const pending = new Set(listening.filter((server) => server !== this.id && !waiting.acked.has(server)));
    if (pending.size === 0) {
      this.waiting.delete(seq);
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(seq);
        void this.cutOff([...pending]).finally(resolve);
      }, ACK_TIMEOUT_MS);
      waiting.pending = pending;
      waiting.done = () => {
        clearTimeout(timer);
        this.waiting.delete(seq);
        resolve();
      };
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** Sends the envelope and names the servers listening as it is sent, in one round trip. */
  private async notify(envelope: Envelope): Promise<string[]> {
    const { rows } = await this.pool.query<{ listening: string[] }>(
      `select pg_notify($1, $2), array(select substr(application_name, $4) from pg_stat_activity
         where datname = current_database() and starts_with(application_name, $3)) as listening`,
      [CHANNEL, JSON.stringify(envelope), NAME_PREFIX, NAME_PREFIX.length + 1],
    );
    return rows[0]?.listening ?? [];
  }

  private connect(): Promise<void> {
    this.connecting ??= this.listen().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, options: '-c jit=off' });
    client.on('notification', (notification) => this.receive(notification));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      await client.query(`listen "${this.ackChannel}"`);
      // Named only once listening: every server a publisher finds by this name hears what it publishes.
      await client.query(`select set_config('application_name', $1, false)`, [NAME_PREFIX + this.id]);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    // Whatever was kept before this point may predate a change nobody could tell us about.
    this.listeners.reset();
    this.live = true;
  }

  private receive(notification: pg.Notification): void {
    const payload = notification.payload ?? '';
    if (notification.channel === this.ackChannel) {
      const [seqText, server] = payload.split(' ');
      const waiting = this.waiting.get(Number(seqText));
      if (!waiting || !server) return;
      if (!waiting.pending) return void waiting.acked.add(server);
      waiting.pending.delete(server);
      if (waiting.pending.size === 0) waiting.done();
      return;
    }
    if (notification.channel !== CHANNEL) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.id || typeof envelope.from !== 'string' || !SERVER_ID.test(envelope.from)) return;
    this.listeners.deliver(envelope.topic, envelope.message);
    const client = this.client;
    if (!client) return;
    // One query at a time on a connection: acknowledgements queue behind each other.
    this.acknowledging = this.acknowledging
      .then(() => client.query('select pg_notify($1, $2)', [`verkstan_ack_${envelope.from}`, `${envelope.seq} ${this.id}`]))
      .then(
        () => undefined,
        () => undefined,
      );
  }

  /** Ends the listening connections of servers that did not acknowledge in time; they reset and listen again. */
  private async cutOff(servers: string[]): Promise<void> {
    this.log('warn', 'servers did not acknowledge a change in time: ending their listening connections so that they drop what they keep', { servers });
    try {
      await this.pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = any($1)`, [
        servers.map((server) => NAME_PREFIX + server),
      ]);
    } catch (error) {
      this.log('error', 'could not end the silent servers’ listening connections', { err: (error as Error).message });
    }
  }

  private lost(client: pg.Client, error?: Error): void {
    if (client !== this.client) return;
    this.client = null;
    this.live = false;
    this.listeners.reset();
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.log('warn', 'lost the connection that hears the other servers: answering from the database until it is back', { err: error?.message ?? 'ended' });
    this.reconnect(100);
  }

  private reconnect(delayMs: number): void {
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.closed || this.live) return;
      this.connect().catch((error: unknown) => {
        this.log('warn', 'could not listen to the other servers yet', { err: (error as Error).message });
        this.reconnect(Math.min(delayMs * 2, 5_000));
      });
    }, delayMs);
    this.reconnectTimer.unref();
  }
}
