import cluster from 'node:cluster';

/** The caller of a protected route, as its session names it. */
export interface SessionUser {
  id: string;
  organisationId: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  createdAt: string;
}

export type SessionInvalidation = { kind: 'token'; tokenHash: string } | { kind: 'user'; userId: string } | { kind: 'organisation'; organisationId: string };

const MESSAGE_TYPE = 'verkstan:session-invalidation';

/**
 * Remembers checked sessions for a few seconds, so that most requests skip the session query
 * (measured: the query's round trip cost more CPU than the rest of a list request).
 * Logout, profile and company changes invalidate entries at once, in every worker of a cluster.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; validUntil: number }>();
  /** Bumped at every invalidation: a lookup that started before one may have read what it removed. */
  private epoch = 0;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenHash: string): SessionUser | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (this.now() >= entry.validUntil) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.user;
  }

  /** Taken before a session lookup and handed to set(). */
  ticket(): number {
    return this.epoch;
  }

  /**
   * Never beyond the session's own expiry, and not at all when anything was invalidated since the
   * lookup began: its answer may predate a logout (the same guard the list cache has).
   */
  set(tokenHash: string, user: SessionUser, sessionExpiresAt: string, ticket: number): void {
    if (ticket !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(tokenHash, { user, validUntil: Math.min(this.now() + this.ttlMs, new Date(sessionExpiresAt).getTime()) });
  }

  /** Applies here and tells the other workers. */
  invalidate(event: SessionInvalidation): void {
    this.apply(event);
    // Without a callback a failed send (the primary gone during shutdown) would be thrown as an event.
    if (cluster.isWorker && process.send && process.connected) process.send({ type: MESSAGE_TYPE, event }, undefined, undefined, () => undefined);
  }

  apply(event: SessionInvalidation): void {
    this.epoch += 1;
    for (const [tokenHash, entry] of this.entries) {
      const matches =
        (event.kind === 'token' && tokenHash === event.tokenHash) ||
        (event.kind === 'user' && entry.user.id === event.userId) ||
        (event.kind === 'organisation' && entry.user.organisationId === event.organisationId);
      if (matches) this.entries.delete(tokenHash);
    }
  }

  /** In a cluster worker: applies what the other workers invalidate. */
  listenToWorkers(): () => void {
    if (!cluster.isWorker) return () => undefined;
    const listener = (message: unknown) => {
      if (message && typeof message === 'object' && (message as { type?: unknown }).type === MESSAGE_TYPE) {
        this.apply((message as { event: SessionInvalidation }).event);
      }
    };
    process.on('message', listener);
    return () => process.off('message', listener);
  }
}

/** In the primary: relays each worker's invalidations to the other workers. */
export function relaySessionInvalidations(): void {
  cluster.on('message', (sender, message: unknown) => {
    if (!message || typeof message !== 'object' || (message as { type?: unknown }).type !== MESSAGE_TYPE) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker.id !== sender.id && worker.isConnected()) worker.send(message, undefined, () => undefined);
    }
  });
}
