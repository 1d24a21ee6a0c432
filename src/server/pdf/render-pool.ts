import Piscina from 'piscina';

type Render<Job> = (job: Job) => Promise<Uint8Array>;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Lays out documents in worker threads, so that a PDF download never holds up the requests around it
 * (a one-page invoice is a few milliseconds of synchronous work, a long one most of a second). The
 * threads start at the first document and stay, keeping their parsed fonts warm.
 */
export class RenderPool<Job> {
  private pool: Piscina | undefined;
  private isClosed = false;

  /**
   * `workerFile` default-exports a Render (a .ts file runs through tsx: development and tests);
   * `renderHere` is the same function, for a request still running when the server shuts down.
   */
  constructor(
    private readonly workerFile: URL,
    private readonly threads: number,
    private readonly renderHere: Render<Job>,
  ) {}

  async render(job: Job): Promise<Buffer> {
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

  /** Lets the documents under way finish, then ends the threads. */
  async close(): Promise<void> {
    this.isClosed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }
}
