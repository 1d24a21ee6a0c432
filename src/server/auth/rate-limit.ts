import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from './tables';

/**
 * Attempts per key (an IP address, an e-mail) in fixed windows, counted in the database so that a
 * limit holds for the whole installation, however many processes or servers answer (an in-memory
 * count per process let 17 wrong passwords through on two workers where 10 were allowed).
 */
export class RateLimit {
  constructor(
    private readonly db: Database,
    private readonly maxPerWindow: number,
    private readonly windowSeconds = 60,
  ) {}

  /** Counts an attempt and tells whether it is over the limit (the attempt that reaches it is still allowed). */
  async hit(key: string): Promise<boolean> {
    const window = sql`make_interval(secs => ${this.windowSeconds})`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStartedAt: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.windowStartedAt} <= now() - ${window} then 1 else ${rateLimits.count} + 1 end`,
          windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= now() - ${window} then now() else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning({ count: rateLimits.count });
    return row!.count > this.maxPerWindow;
  }

  /** Whether the key has used up its window, without counting. */
  async isBlocked(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.key, key),
          gt(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${this.windowSeconds})`),
        ),
      )
      .limit(1);
    return row !== undefined && row.count >= this.maxPerWindow;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Windows long past count for nothing; removing them keeps the table small. */
  async forgetExpired(): Promise<void> {
    await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${this.windowSeconds * 2})`));
  }
}
