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

/** The subscribers of each topic in this process. */
export class Listeners {
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

export type Log = (level: 'warn' | 'error', msg: string, detail: Record<string, unknown>) => void;

export const logAsJson: Log = (level, msg, detail) =>
  console.error(JSON.stringify({ level: level === 'warn' ? 40 : 50, time: Date.now(), msg, ...detail }));
