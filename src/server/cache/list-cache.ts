/** A list page as sent: the JSON text of its items and the list's total (X-Total-Count). */
export interface CachedPage {
  json: string;
  total: number;
  /** The JSON compressed for clients that accept it, made at the first such request (http/compression.ts). */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
}

interface Entry extends CachedPage {
  /** The epoch at which the query that made it started. */
  epoch: number;
  /** What it counts against the bound: its key, its text and the maps' share (costOf). */
  cost?: number;
}

/** Where a read says its answer came from: a Fastify reply. */
export interface OriginHeader {
  header(name: string, value: string): unknown;
}

/** Memory a kept page holds besides its text and key: the map's slot, the entry object, the numbers. */
const ENTRY_OVERHEAD = 200;

/** Pages kept per workshop: distinct query strings (every offset, every customer) must not pile up. */
export const MAX_PAGES_PER_WORKSHOP = 500;

/** Text length stands in for bytes: close enough for a bound, and free to compute. */
const costOf = (key: string, json: string) => key.length + json.length + ENTRY_OVERHEAD;

/**
 * Remembers list pages per workshop until that workshop's data changes. A workshop reads its lists
 * (dashboard, list screens, every tablet in the shop) far more often than it writes, and a page from
 * memory costs no round trip to the database (docs/decisions/005).
 *
 * Correctness rests on one rule: a page is kept only if no change to its workshop was announced
 * between the start of the query that made it and its arrival. Changes are announced after commit
 * and before the writer answers (see ChangeFeed), so a client never reads a page older than its own write.
 */
export class ListCache {
  /** Bumped at every announced change; a page remembers the epoch its query started in. */
  private epoch = 0;
  /** The epoch of each workshop's latest change; a page older than it is stale. */
  private readonly changedAt = new Map<string, number>();
  /** Changes forgotten to bound memory: a workshop not in changedAt counts as changed at this epoch. */
  private forgottenUpTo = 0;
  /** Pages per workshop; the Map's order is least recently used first. */
  private readonly pages = new Map<string, Map<string, Entry>>();
  private bytes = 0;
  /** Queries under way, so that readers of the same page share one (a shop's tablets refreshing together). */
  private readonly running = new Map<string, { epoch: number; page: Promise<CachedPage> }>();

  constructor(
    private readonly maxBytes = 16 * 1024 * 1024,
    private readonly maxRememberedChanges = 50_000,
    /** False while this server cannot hear the others' changes (db/broadcast.ts): then every read goes to the database. */
    private readonly isTrusted: () => boolean = () => true,
  ) {}

  /**
   * The page from memory, or computed (and kept when still current). Given a reply, it says which in a
   * Server-Timing header (`cache;desc=memory`, `shared` or `database`): browsers' tools show it, and the
   * benchmark counts the share answered from memory.
   */
  async read(
    organisationId: string,
    key: string,
    compute: () => Promise<CachedPage>,
    reply?: OriginHeader,
  ): Promise<CachedPage> {
    const origin = (answer: 'memory' | 'shared' | 'database') => reply?.header('server-timing', `cache;desc=${answer}`);
    if (this.maxBytes === 0 || !this.isTrusted()) {
      origin('database');
      return compute();
    }
    const validFrom = this.changedAt.get(organisationId) ?? this.forgottenUpTo;
    const organisationPages = this.pages.get(organisationId);
    const entry = organisationPages?.get(key);
    if (entry && entry.epoch >= validFrom) {
      this.touch(organisationId, organisationPages!);
      // Within the workshop too, the Map's order is least recently read first.
      organisationPages!.delete(key);
      organisationPages!.set(key, entry);
      origin('memory');
      return entry;
    }
    // A query that started before the workshop's latest change cannot answer for it.
    const runningKey = `${organisationId}\u0000${key}`;
    const running = this.running.get(runningKey);
    if (running && running.epoch >= validFrom) {
      origin('shared');
      return running.page;
    }
    origin('database');
    const startedAt = this.epoch;
    const computing = compute();
    this.running.set(runningKey, { epoch: startedAt, page: computing });
    try {
      const page = await computing;
      // The very object answered is kept, so that what a sender adds to it (its compressed bytes) is kept too.
      if (startedAt >= (this.changedAt.get(organisationId) ?? this.forgottenUpTo))
        this.store(organisationId, key, Object.assign(page, { epoch: startedAt }));
      return page;
    } finally {
      if (this.running.get(runningKey)?.page === computing) this.running.delete(runningKey);
    }
  }

  /** The workshop's data changed: its pages, and any query for them still running, are stale. */
  invalidate(organisationId: string): void {
    this.epoch += 1;
    if (this.changedAt.size >= this.maxRememberedChanges) {
      this.changedAt.clear();
      this.forgottenUpTo = this.epoch;
    }
    this.changedAt.set(organisationId, this.epoch);
    this.dropWorkshop(organisationId);
  }

  /** Any workshop's data may have changed unannounced: every page, and every query still running, is stale. */
  invalidateAll(): void {
    this.epoch += 1;
    this.changedAt.clear();
    this.forgottenUpTo = this.epoch;
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): { pages: number; bytes: number } {
    let pages = 0;
    for (const organisationPages of this.pages.values()) pages += organisationPages.size;
    return { pages, bytes: this.bytes };
  }

  private store(organisationId: string, key: string, entry: Entry): void {
    entry.cost = costOf(key, entry.json);
    if (entry.cost > this.maxBytes / 4) return;
    let organisationPages = this.pages.get(organisationId);
    if (!organisationPages) {
      organisationPages = new Map();
      this.pages.set(organisationId, organisationPages);
    }
    const previous = organisationPages.get(key);
    if (previous) this.bytes -= previous.cost ?? 0;
    organisationPages.delete(key);
    organisationPages.set(key, entry);
    this.bytes += entry.cost;
    if (organisationPages.size > MAX_PAGES_PER_WORKSHOP) {
      const [oldestKey, oldest] = organisationPages.entries().next().value!;
      organisationPages.delete(oldestKey);
      this.bytes -= oldest.cost ?? 0;
    }
    this.touch(organisationId, organisationPages);
    this.evict();
  }

  private dropWorkshop(organisationId: string): void {
    const organisationPages = this.pages.get(organisationId);
    if (!organisationPages) return;
    for (const entry of organisationPages.values()) this.bytes -= entry.cost ?? 0;
    this.pages.delete(organisationId);
  }

  private touch(organisationId: string, organisationPages: Map<string, Entry>): void {
    this.pages.delete(organisationId);
    this.pages.set(organisationId, organisationPages);
  }

  /** Drops the least recently read workshops' pages until within the bound. */
  private evict(): void {
    for (const organisationId of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.dropWorkshop(organisationId);
    }
  }
}
