import Piscina from 'piscina';
import { documentsBusy } from './errors';

type Render<Job> = (job: Job) => Promise<Uint8Array>;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Documents one workshop may have waiting; past it the workshop is asked to try again (503). */
export const MAX_WAITING_PER_OWNER = 8;
/** Documents waiting in all: the queue's bound. */
export const MAX_WAITING = 200;
/** How long a thread with no document waits for the next before it ends. */
export const IDLE_THREAD_MS = 5 * 60_000;

interface Waiting<Job> {
  job: Job;
  resolve(bytes: Buffer): void;
  reject(error: unknown): void;
}

/** A queue per owner (workshop) in the order asked, and what each owner has had started in its current run. */
class Lane<Job> {
  readonly queues = new Map<string, Array<Waiting<Job>>>();
  readonly served = new Map<string, number>();
  count = 0;
  running = 0;

  /** The waiting owner served least so far (of its current run of documents); the first in line of those. */
  nextOwner(): string {
    let chosen: string | undefined;
    for (const owner of this.queues.keys()) {
      if (chosen === undefined || (this.served.get(owner) ?? 0) < (this.served.get(chosen) ?? 0)) chosen = owner;
    }
    return chosen!;
  }
}

export interface RenderOptions {
  /**
   * A document nobody is looking at yet (a whole-workshop export's invoices): it waits while any
   * document someone asked for waits, and never takes the last free thread, so that exports of many
   * workshops at once do not hold up another workshop's invoice.
   */
  background?: boolean;
}

/**
 * Lays out documents in worker threads, so that a PDF download never holds up the requests around it
 * (a one-page invoice is a few milliseconds of synchronous work, a long one most of a second). The
 * threads start at the first document and stay while documents keep coming, keeping their parsed fonts
 * warm; a thread idle for `idleMs` ends and gives back most of its memory (measured: about 55 of the 66 MB a
 * thread holds on the embedded database; a cold thread adds about 0,3 s to its first document, docs/performance/2026-11-27-session-18.md),
 * and the next document starts one again.
 *
 * No more documents are handed to the threads than there are threads; the rest wait in a queue per
 * owner (workshop), and a free thread takes the next document of the owner served least, so that one
 * workshop printing long service books cannot make another's one-page invoice wait behind all of them.
 * The queues are bounded.
 */
export class RenderPool<Job> {
  private pool: Piscina | undefined;
  private isClosed = false;
  private running = 0;
  /** Documents someone waits for, and documents of exports; each owner's in the order asked. */
  private readonly asked = new Lane<Job>();
  private readonly background = new Lane<Job>();
  /** Documents each owner has running in each lane. */
  private readonly active = new Map<string, number>();
  private idleTimer: NodeJS.Timeout | undefined;

  /**
   * `workerFile` default-exports a Render (a .ts file runs through tsx: development and tests);
   * `renderHere` is the same function, for a request still running when the server shuts down.
   */
  constructor(
    private readonly workerFile: URL,
    private readonly threads: number,
    private readonly renderHere: Render<Job>,
    private readonly idleMs = IDLE_THREAD_MS,
  ) {}

  /** Threads running now: none before the first document and after `idleMs` without one. */
  get threadCount(): number {
    return this.pool?.threads.length ?? 0;
  }

  render(job: Job, owner = '', { background = false }: RenderOptions = {}): Promise<Buffer> {
    if (this.isClosed) return this.renderHere(job).then(asBuffer);
    const lane = background ? this.background : this.asked;
    const queue = lane.queues.get(owner) ?? [];
    if (queue.length >= MAX_WAITING_PER_OWNER || lane.count >= MAX_WAITING) return Promise.reject(documentsBusy());
    return new Promise<Buffer>((resolve, reject) => {
      queue.push({ job, resolve, reject });
      lane.queues.set(owner, queue);
      lane.count += 1;
      this.startNext();
    });
  }

  /** Documents waiting for a thread, for tests and the health of the queue. */
  get waiting(): number {
    return this.asked.count + this.background.count;
  }

  /** The lane whose document goes next: asked-for documents first; exports only on a thread asked-for ones leave spare. */
  private nextLane(): Lane<Job> | null {
    if (this.running >= this.threads) return null;
    if (this.asked.count > 0) return this.asked;
    if (this.background.count > 0 && this.background.running < Math.max(1, this.threads - 1)) return this.background;
    return null;
  }

  private startNext(): void {
    for (let lane = this.nextLane(); lane; lane = this.nextLane()) {
      const owner = lane.nextOwner();
      const queue = lane.queues.get(owner)!;
      const next = queue.shift()!;
      if (queue.length === 0) lane.queues.delete(owner);
      lane.count -= 1;
      lane.running += 1;
      this.running += 1;
      const key = `${lane === this.background ? 'b' : 'a'}:${owner}`;
      this.active.set(key, (this.active.get(key) ?? 0) + 1);
      lane.served.set(owner, (lane.served.get(owner) ?? 0) + 1);
      const started = lane;
      void this.run(next.job)
        .then(next.resolve, next.reject)
        .finally(() => {
          this.running -= 1;
          started.running -= 1;
          const stillActive = this.active.get(key)! - 1;
          if (stillActive > 0) this.active.set(key, stillActive);
          else this.active.delete(key);
          // An owner with nothing running or waiting starts afresh next time.
          if (stillActive === 0 && !started.queues.has(owner)) started.served.delete(owner);
          this.startNext();
          if (this.running === 0) this.endThreadsWhenIdle();
        });
    }
  }

  private endThreadsWhenIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.running > 0 || this.waiting > 0) return;
      const pool = this.pool;
      this.pool = undefined;
      // A failed close leaves only a thread to the process's end; it must not end the process.
      pool?.close().catch(() => undefined);
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private async run(job: Job): Promise<Buffer> {
    clearTimeout(this.idleTimer);
    if (this.isClosed) return asBuffer(await this.renderHere(job));
    this.pool ??= new Piscina({
      filename: this.workerFile.href,
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      execArgv:
        this.workerFile.pathname.endsWith('.ts') && !process.execArgv.includes('tsx')
          ? [...process.execArgv, '--import', 'tsx']
          : process.execArgv,
    });
    return asBuffer((await this.pool.run(job)) as Uint8Array);
  }

  /** Lets the documents under way and waiting finish, then ends the threads. */
  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.idleTimer);
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }
}
