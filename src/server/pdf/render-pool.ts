import Piscina from 'piscina';

/**
 * Lays out documents in worker threads, so that a PDF download never holds up the requests around it
 * (a one-page invoice is a few milliseconds of synchronous work, a long one most of a second). The
 * threads start at the first document and stay, keeping their parsed fonts warm.
 */
export class RenderPool<Job> {
  private pool: Piscina | undefined;

  /** `workerFile` default-exports `(job) => Promise<Uint8Array>`; a .ts file runs through tsx (development and tests). */
  constructor(
    private readonly workerFile: URL,
    private readonly threads: number,
  ) {}

  async render(job: Job): Promise<Buffer> {
    this.pool ??= new Piscina({
      filename: this.workerFile.href,
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      execArgv: this.workerFile.pathname.endsWith('.ts') && !process.execArgv.includes('tsx') ? [...process.execArgv, '--import', 'tsx'] : process.execArgv,
    });
    const bytes = (await this.pool.run(job)) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
