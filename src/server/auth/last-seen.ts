import type { Database } from '../db/client';
import { touchLastSeen } from './repository';

const MINUTE = 60_000;

/**
 * "Senast aktiv" on the team screen, to the minute: each process writes a member's time at most once a
 * minute, so a busy member costs one small update a minute, not one per request. Not awaited by the
 * request; a failed write is only a stale time.
 */
export class LastSeen {
  private readonly written = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  touch(db: Database, userId: string): void {
    const now = this.now();
    if (now - (this.written.get(userId) ?? 0) < MINUTE) return;
    if (this.written.size > 50_000) this.written.clear();
    this.written.set(userId, now);
    touchLastSeen(db, userId).catch(() => this.written.delete(userId));
  }
}
