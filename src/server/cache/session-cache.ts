import type { Role } from '../../shared/roles';
import { LocalBroadcast, type Broadcast } from './broadcast';

/** The caller of a protected route, as its session names it. */
export interface SessionUser {
  id: string;
  organisationId: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  role: Role;
  createdAt: string;
}

export type SessionInvalidation =
  | { kind: 'token'; tokenHash: string }
  | { kind: 'user'; userId: string }
  | { kind: 'organisation'; organisationId: string };

const TOPIC = 'sessions-revoked';

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Carries revocations to every server on the database (db/broadcast.ts); one process alone by default. */
  broadcast?: Broadcast;
}

/**
 * Remembers checked sessions for a few seconds, so that most requests skip the session query
 * (measured: the query's round trip cost more CPU than the rest of a list request).
 * Logout, profile and company changes revoke entries at once, on every server.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser; validUntil: number }>();
  /** Bumped at every revocation: a lookup that started before one may have read what it removed. */
  private epoch = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly broadcast: Broadcast;
  private readonly stop: () => void;

  constructor({
    ttlMs = 10_000,
    maxEntries = 20_000,
    now = Date.now,
    broadcast = new LocalBroadcast(),
  }: SessionCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
    this.broadcast = broadcast;
    this.stop = broadcast.subscribe(TOPIC, {
      onMessage: (event) => this.apply(event as SessionInvalidation),
      onReset: () => this.clear(),
    });
  }

  get(tokenHash: string): SessionUser | null {
    // Not hearing the other servers, this one cannot know of a logout there: ask the database.
    if (!this.broadcast.isLive) return null;
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
   * Never beyond the session's own expiry, and not at all when anything was revoked since the
   * lookup began: its answer may predate a logout (the same guard the list cache has).
   */
  set(tokenHash: string, user: SessionUser, sessionExpiresAt: string, ticket: number): void {
    if (ticket !== this.epoch || !this.broadcast.isLive) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(tokenHash, {
      user,
      validUntil: Math.min(this.now() + this.ttlMs, new Date(sessionExpiresAt).getTime()),
    });
  }

  /** Forgets the matching sessions here and on every other server; resolves once all have. */
  revoke(event: SessionInvalidation): Promise<void> {
    return this.broadcast.publish(TOPIC, event);
  }

  close(): void {
    this.stop();
  }

  private apply(event: SessionInvalidation): void {
    this.epoch += 1;
    for (const [tokenHash, entry] of this.entries) {
      const matches =
        (event.kind === 'token' && tokenHash === event.tokenHash) ||
        (event.kind === 'user' && entry.user.id === event.userId) ||
        (event.kind === 'organisation' && entry.user.organisationId === event.organisationId);
      if (matches) this.entries.delete(tokenHash);
    }
  }

  private clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}
