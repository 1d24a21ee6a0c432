import Piscina from 'piscina';
import { messages } from '../../shared/messages';
import { AppError } from '../http/errors';

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

/**
 * Lays out documents in worker threads, so that a PDF download never holds up the requests around it
 * (a one-page invoice is a few milliseconds of synchronous work, a long one most of a second). The
 * threads start at the first document and stay while documents keep coming, keeping their parsed fonts
 * warm; a thread idle for `idleMs` ends and gives back most of its memory (measured: about 55 of the 66 MB a
 * thread holds on the embedded database; a cold thread adds about 0,3 s to its first document, docs/performance.md),
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
  private waitingCount = 0;
  /** Each owner's waiting documents in the order asked; owners in the order they first asked. */
  private readonly queues = new Map<string, Array<Waiting<Job>>>();
  /** Documents each owner has running, and has had started since it last had none. */
  private readonly active = new Map<string, number>();
  private readonly served = new Map<string, number>();
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

  render(job: Job, owner = ''): Promise<Buffer> {
    if (this.isClosed) return this.renderHere(job).then(asBuffer);
    const queue = this.queues.get(owner) ?? [];
    if (queue.length >= MAX_WAITING_PER_OWNER || this.waitingCount >= MAX_WAITING) return Promise.reject(new AppError(503, messages.documentsBusy));
    return new Promise<Buffer>((resolve, reject) => {
      queue.push({ job, resolve, reject });
      this.queues.set(owner, queue);
      this.waitingCount += 1;
      this.startNext();
    });
  }

  /** Documents waiting for a thread, for tests and the health of the queue. */
  get waiting(): number {
    return this.waitingCount;
  }

  private startNext(): void {
    while (this.running < this.threads && this.waitingCount > 0) {
      const owner = this.nextOwner();
      const queue = this.queues.get(owner)!;
      const next = queue.shift()!;
      if (queue.length === 0) this.queues.delete(owner);
      this.waitingCount -= 1;
      this.running += 1;
      this.active.set(owner, (this.active.get(owner) ?? 0) + 1);
      this.served.set(owner, (this.served.get(owner) ?? 0) + 1);
      void this.run(next.job)
        .then(next.resolve, next.reject)
        .finally(() => {
          this.running -= 1;
          const stillActive = this.active.get(owner)! - 1;
          if (stillActive > 0) this.active.set(owner, stillActive);
          else this.active.delete(owner);
          // An owner with nothing running or waiting starts afresh next time.
          if (stillActive === 0 && !this.queues.has(owner)) this.served.delete(owner);
          this.startNext();
          if (this.running === 0) this.endThreadsWhenIdle();
        });
    }
  }

  private endThreadsWhenIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.running > 0 || this.waitingCount > 0) return;
      const pool = this.pool;
      this.pool = undefined;
      // A failed close leaves only a thread to the process's end; it must not end the process.
      pool?.close().catch(() => undefined);
    }, this.idleMs);
    this.idleTimer.unref();
  }

  /** The waiting owner served least so far (of its current run of documents); the first in line of those. */
  private nextOwner(): string {
    let chosen: string | undefined;
    for (const owner of this.queues.keys()) {
      if (chosen === undefined || (this.served.get(owner) ?? 0) < (this.served.get(chosen) ?? 0)) chosen = owner;
    }
    return chosen!;
  }

  private async run(job: Job): Promise<Buffer> {
    clearTimeout(this.idleTimer);
    if (this.isClosed) return asBuffer(await this.renderHere(job));
    this.pool ??= new Piscina({
      filename: this.workerFile.href,
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      execArgv: this.workerFile.pathname.endsWith('.ts') && !process.execArgv.includes('tsx') ? [...process.execArgv, '--import', 'tsx'] : process.execArgv,
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
