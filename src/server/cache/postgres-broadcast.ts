import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { Listeners, logAsJson, type Broadcast, type BroadcastListener, type Log } from './broadcast';
import { ListeningConnection, NAME_PREFIX } from './listening-connection';
import { Peers, PEERS_STALE_MS } from './peers';

const CHANNEL = 'verkstan_broadcast';
const SERVER_ID = /^[0-9a-f]{16}$/;
/** How long a publisher waits for the others before it cuts the silent ones off. */
export const ACK_TIMEOUT_MS = 1_000;
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

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds).unref());

/**
 * The servers sharing a PostgreSQL database tell each other over LISTEN/NOTIFY (docs/decisions/012).
 * A publisher notifies, then waits until every listening server (peers.ts) has acknowledged, so that
 * its client's next request, on any server, sees its write. A server that starts listening
 * (listening-connection.ts) trusts its caches only once every publisher is sure to wait for it. One
 * that stays silent past ACK_TIMEOUT_MS has its listening connection ended; a server whose listening
 * connection drops forgets everything it keeps and bypasses it until it listens again. A slow or
 * stuck server can cost a writer a second, but no server answers from memory a change it has not
 * applied.
 */
export class PostgresBroadcast implements Broadcast {
  private readonly id = randomBytes(8).toString('hex');
  private readonly ackChannel = `verkstan_ack_${this.id}`;
  private readonly listeners = new Listeners();
  private readonly waiting = new Map<number, Waiting>();
  private readonly connection: ListeningConnection;
  private readonly peers: Peers;
  private readonly outbox: Array<{ message: Message; sent: () => void; failed: (error: unknown) => void }> = [];
  private isSending = false;
  /** Markers this server sent itself, resolved when they come back through the queue. */
  private readonly markers = new Map<string, () => void>();
  private live = false;
  private closed = false;
  private seq = 0;
  private acknowledging: Promise<void> = Promise.resolve();

  constructor(
    connectionString: string,
    /** Publishes through the application's pool, so that publishing never waits behind acknowledgements. */
    private readonly pool: pg.Pool,
    log: Log = logAsJson,
  ) {
    this.connection = new ListeningConnection(
      connectionString,
      [CHANNEL, this.ackChannel],
      NAME_PREFIX + this.id,
      {
        onNotification: (channel, payload) => this.receive(channel, payload),
        onListening: (client) => void this.trustWhenKnown(client),
        onLost: () => {
          this.live = false;
          this.listeners.reset();
        },
      },
      log,
    );
    this.peers = new Peers(pool, this.id, (servers) => this.forgetGone(servers), log);
  }

  get isLive(): boolean {
    return this.live;
  }

  /** Resolves once this server listens; it trusts its caches a moment later (JOIN_DELAY_MS). */
  async start(): Promise<void> {
    await this.connection.connect();
    this.peers.start();
  }

  subscribe(topic: string, listener: BroadcastListener): () => void {
    return this.listeners.subscribe(topic, listener);
  }

  async publish(topic: string, message: unknown): Promise<void> {
    this.listeners.deliver(topic, message);
    if (this.closed) return;
    // Acknowledgements reach only a listening connection; a failed attempt still publishes (unconfirmed).
    if (!this.connection.client) await this.connection.connect().catch(() => undefined);
    // Alone on the database (as far as a list younger than PEERS_STALE_MS tells), nobody needs telling:
    // a server that starts listening now trusts its caches only after JOIN_DELAY_MS, and starts them empty.
    if ((await this.peers.fresh()).size === 0) return;
    const seq = ++this.seq;
    const waiting: Waiting = { acked: new Set(), pending: null, done: () => undefined };
    this.waiting.set(seq, waiting);
    let peers: ReadonlySet<string>;
    try {
      await this.send({ seq, topic, message });
      // Read after the notification is committed: every server named by then hears it.
      peers = await this.peers.fresh();
    } catch (error) {
      this.waiting.delete(seq);
      throw error;
    }
    const pending = new Set([...peers].filter((server) => !waiting.acked.has(server)));
    if (pending.size === 0) {
      this.waiting.delete(seq);
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(seq);
        void this.peers.cutOff([...pending]).finally(resolve);
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
    this.peers.stop();
    await this.connection.close();
  }

  /** A server no longer listening has nothing left to acknowledge (it was stopped, or killed). */
  private forgetGone(servers: ReadonlySet<string>): void {
    for (const waiting of this.waiting.values()) {
      if (!waiting.pending) continue;
      for (const server of waiting.pending) if (!servers.has(server)) waiting.pending.delete(server);
      if (waiting.pending.size === 0) waiting.done();
    }
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
        while (
          this.outbox.length > 0 &&
          (batch.length === 0 || size + JSON.stringify(this.outbox[0]!.message).length < MAX_PAYLOAD)
        ) {
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

  /**
   * Until every publisher's list names this server, a publisher may answer before this server has
   * applied its change: the caches stay bypassed until then, and until everything notified before
   * has arrived (a marker sent to itself comes back after it). Whatever was kept before is dropped.
   */
  private async trustWhenKnown(client: pg.Client): Promise<void> {
    await pause(JOIN_DELAY_MS);
    if (client !== this.connection.client) return;
    const marker = randomBytes(8).toString('hex');
    const returned = new Promise<void>((resolve) => this.markers.set(marker, resolve));
    try {
      await client.query('select pg_notify($1, $2)', [this.ackChannel, `marker ${marker}`]);
    } catch {
      this.markers.delete(marker);
      return;
    }
    await returned;
    if (client !== this.connection.client) return;
    this.listeners.reset();
    this.live = true;
  }

  private receive(channel: string, payload: string): void {
    if (channel === this.ackChannel) return this.acknowledged(payload);
    if (channel !== CHANNEL) return;
    let batch: Batch;
    try {
      batch = JSON.parse(payload) as Batch;
    } catch {
      return;
    }
    if (
      batch.from === this.id ||
      typeof batch.from !== 'string' ||
      !SERVER_ID.test(batch.from) ||
      !Array.isArray(batch.messages)
    )
      return;
    for (const { topic, message } of batch.messages) this.listeners.deliver(topic, message);
    const client = this.connection.client;
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
}
