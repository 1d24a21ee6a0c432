/**
 * Counts login attempts per key (an IP, an e-mail) in fixed one-minute windows.
 * Kept in memory: a restart forgets, which is acceptable for slowing down guessing.
 */
export class LoginThrottle {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly maxPerWindow: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const window = this.windows.get(key);
    return window !== undefined && this.now() - window.startedAt < this.windowMs && window.count >= this.maxPerWindow;
  }

  record(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      if (this.windows.size > 10_000) this.forgetExpired(now);
      return;
    }
    window.count += 1;
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private forgetExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}
