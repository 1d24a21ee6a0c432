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
/** How often each server reads which servers listen (one look at pg_stat_activity). */
const PEERS_REFRESH_MS = 250;
/** A list of listening servers older than this is read again before a publisher relies on it. */
const PEERS_STALE_MS = 1_000;
/**
 * A server that starts listening trusts its caches only after this, when every publisher's list of
 * listening servers is sure to name it (PEERS_STALE_MS) and so waits for it.
 */
const JOIN_DELAY_MS = PEERS_STALE_MS + 500;
/** PostgreSQL's limit for a notification's payload is 8000 bytes. */
const MAX_PAYLOAD = 7_500;

interface Message {
  seq: number;
  topic: string;
  message: unknown;
}

/** What one NOTIFY carries: the messages a server published while its previous NOTIFY was under way. */
interface Batch {
  from: string;
  messages: Message[];
}

interface Waiting {
  /** Acknowledgements that arrived before the publisher knew whom to wait for. */
  acked: Set<string>;
  pending: Set<string> | null;
  done: () => void;
}

type Log = (level: 'warn' | 'error', msg: string, detail: Record<string, unknown>) => void;

const logAsJson: Log = (level, msg, detail) => console.error(JSON.stringify({ level: level === 'warn' ? 40 : 50, time: Date.now(), msg, ...detail }));

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds).unref());

/**
 * The servers sharing a PostgreSQL database tell each other over LISTEN/NOTIFY (docs/decisions/012).
 * A publisher notifies, then waits until every listening server has acknowledged, so that its
 * client's next request, on any server, sees its write. Which servers listen is read from
 * pg_stat_activity (by application name) four times a second, not per write: that query cost more
 * than the write it followed. A server that starts listening trusts its caches only once every
 * publisher is sure to wait for it. One that stays silent past ACK_TIMEOUT_MS has its listening
 * connection ended; a server whose listening connection drops forgets everything it keeps and
 * bypasses it until it listens again. A slow or stuck server can cost a writer a second, but no
 * server answers from memory a change it has not applied.
 */
export class PostgresBroadcast implements Broadcast {
  private readonly id = randomBytes(8).toString('hex');
  private readonly ackChannel = `verkstan_ack_${this.id}`;
  private readonly listeners = new Listeners();
  private readonly waiting = new Map<number, Waiting>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  /** The other servers listening, as last read, and when. */
  private peers = new Set<string>();
  private peersReadAt = 0;
  private refreshing: Promise<void> | null = null;
  private readonly outbox: Array<{ message: Message; sent: () => void; failed: (error: unknown) => void }> = [];
  private isSending = false;
  /** Markers this server sent itself, resolved when they come back through the queue. */
  private readonly markers = new Map<string, () => void>();
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

  /** Resolves once this server listens; it trusts its caches a moment later (JOIN_DELAY_MS). */
  async start(): Promise<void> {
    await this.connect();
    this.refreshTimer = setInterval(() => void this.refreshPeers().catch(() => undefined), PEERS_REFRESH_MS);
    this.refreshTimer.unref();
  }

  subscribe(topic: string, listener: BroadcastListener): () => void {
    return this.listeners.subscribe(topic, listener);
  }

  async publish(topic: string, message: unknown): Promise<void> {
    this.listeners.deliver(topic, message);
    if (this.closed) return;
    // Acknowledgements reach only a listening connection; a failed attempt still publishes (unconfirmed).
    if (!this.client) await this.connect().catch(() => undefined);
    // Alone on the database (as far as a list younger than PEERS_STALE_MS tells), nobody needs telling:
    // a server that starts listening now trusts its caches only after JOIN_DELAY_MS, and starts them empty.
    await this.freshPeers();
    if (this.peers.size === 0) return;
    const seq = ++this.seq;
    const waiting: Waiting = { acked: new Set(), pending: null, done: () => undefined };
    this.waiting.set(seq, waiting);
    try {
      await this.send({ seq, topic, message });
      // Read after the notification is committed: every server named by then hears it.
      await this.freshPeers();
    } catch (error) {
      this.waiting.delete(seq);
      throw error;
    }
    const pending = new Set([...this.peers].filter((server) => !waiting.acked.has(server)));
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
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** Queues the message for the next NOTIFY: while one is under way the next ones gather, as in a group commit. */
  private send(message: Message): Promise<void> {
    return new Promise((sent, failed) => {
      this.outbox.push({ message, sent, failed });
      void this.sendQueued();
    });
  }

  private async sendQueued(): Promise<void> {
    if (this.isSending) return;
    this.isSending = true;
    try {
      while (this.outbox.length > 0) {
        const batch: typeof this.outbox = [];
        let size = 0;
        while (this.outbox.length > 0 && (batch.length === 0 || size + JSON.stringify(this.outbox[0]!.message).length < MAX_PAYLOAD)) {
          const next = this.outbox.shift()!;
          size += JSON.stringify(next.message).length + 1;
          batch.push(next);
        }
        try {
          // A NOTIFY commits under a lock held across its commit's WAL flush; nothing needs this commit
          // to be durable: after a crash every listener has lost its connection, and so its caches.
          await this.pool.query(`select set_config('synchronous_commit', 'off', true), pg_notify($1, $2)`, [
            CHANNEL,
            JSON.stringify({ from: this.id, messages: batch.map((entry) => entry.message) } satisfies Batch),
          ]);
          for (const entry of batch) entry.sent();
        } catch (error) {
          for (const entry of batch) entry.failed(error);
        }
      }
    } finally {
      this.isSending = false;
    }
  }

  /** The other listening servers, read again when the last reading is too old to rely on. */
  private async freshPeers(): Promise<void> {
    if (Date.now() - this.peersReadAt > PEERS_STALE_MS) await this.refreshPeers();
  }

  private refreshPeers(): Promise<void> {
    this.refreshing ??= (async () => {
      const startedAt = Date.now();
      const { rows } = await this.pool.query<{ listening: string[] }>(
        `select array(select substr(application_name, $2) from pg_stat_activity
           where datname = current_database() and starts_with(application_name, $1)) as listening`,
        [NAME_PREFIX, NAME_PREFIX.length + 1],
      );
      this.peers = new Set((rows[0]?.listening ?? []).filter((server) => server !== this.id));
      this.peersReadAt = startedAt;
      // A server no longer listening has nothing left to acknowledge (it was stopped, or killed).
      for (const waiting of this.waiting.values()) {
        if (!waiting.pending) continue;
        for (const server of waiting.pending) if (!this.peers.has(server)) waiting.pending.delete(server);
        if (waiting.pending.size === 0) waiting.done();
      }
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
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
    void this.trustWhenKnown(client);
  }

  /**
   * Until every publisher's list names this server, a publisher may answer before this server has
   * applied its change: the caches stay bypassed until then, and until everything notified before
   * has arrived (a marker sent to itself comes back after it). Whatever was kept before is dropped.
   */
  private async trustWhenKnown(client: pg.Client): Promise<void> {
    await pause(JOIN_DELAY_MS);
    if (client !== this.client) return;
    const marker = randomBytes(8).toString('hex');
    const returned = new Promise<void>((resolve) => this.markers.set(marker, resolve));
    try {
      await client.query('select pg_notify($1, $2)', [this.ackChannel, `marker ${marker}`]);
    } catch {
      this.markers.delete(marker);
      return;
    }
    await returned;
    if (client !== this.client) return;
    this.listeners.reset();
    this.live = true;
  }

  private receive(notification: pg.Notification): void {
    const payload = notification.payload ?? '';
    if (notification.channel === this.ackChannel) return this.acknowledged(payload);
    if (notification.channel !== CHANNEL) return;
    let batch: Batch;
    try {
      batch = JSON.parse(payload) as Batch;
    } catch {
      return;
    }
    if (batch.from === this.id || typeof batch.from !== 'string' || !SERVER_ID.test(batch.from) || !Array.isArray(batch.messages)) return;
    for (const { topic, message } of batch.messages) this.listeners.deliver(topic, message);
    const client = this.client;
    if (!client) return;
    const seqs = batch.messages.map((message) => message.seq).join(',');
    // One query at a time on a connection: acknowledgements queue behind each other.
    this.acknowledging = this.acknowledging
      .then(() => client.query('select pg_notify($1, $2)', [`verkstan_ack_${batch.from}`, `${seqs} ${this.id}`]))
      .then(
        () => undefined,
        () => undefined,
      );
  }

  private acknowledged(payload: string): void {
    const [first, second] = payload.split(' ');
    if (first === 'marker') {
      this.markers.get(second ?? '')?.();
      this.markers.delete(second ?? '');
      return;
    }
    if (!second) return;
    for (const seqText of (first ?? '').split(',')) {
      const waiting = this.waiting.get(Number(seqText));
      if (!waiting) continue;
      if (!waiting.pending) {
        waiting.acked.add(second);
        continue;
      }
      waiting.pending.delete(second);
      if (waiting.pending.size === 0) waiting.done();
    }
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
      if (this.closed || this.client) return;
      this.connect().catch((error: unknown) => {
        this.log('warn', 'could not listen to the other servers yet', { err: (error as Error).message });
        this.reconnect(Math.min(delayMs * 2, 5_000));
      });
    }, delayMs);
    this.reconnectTimer.unref();
  }
}
