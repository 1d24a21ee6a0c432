import Piscina from 'piscina';
import { AppError } from '../http/errors';
import type { BankFile } from './bank-file';
import { readBankFile } from './read';
import { bankFileTooLargeToRead, bankFilesBusy } from './errors';

/** What the thread answers: the file, or why it is refused (an error's class does not cross threads). */
export type ReadAnswer = { file: BankFile } | { refused: { code: string; status: number; message: string } };

/** Files waiting for the thread; past it the caller is asked to try again (503). */
export const MAX_WAITING = 8;
/** How long the thread waits for the next file before it ends and gives its memory back. */
export const IDLE_THREAD_MS = 60_000;
/**
 * The thread's heap. A camt.054 of 30 MB (the upload limit, 41 000 entries) is read entry by entry in
 * well under it (measured: 256 MB sufficed with the test's own copy of the file beside it); a file that
 * needs more is refused, and the server's own memory is never at stake.
 */
export const HEAP_MB = 384;

/**
 * Reads the banks' files in one worker thread (issue 44: a 19,6 MB camt.054 read on the request thread
 * held every workshop's requests 9,6 s). One thread, one file at a time: the memory a file can take is
 * the thread's heap, whatever arrives at once. The thread starts at the first file and ends when idle.
 */
export class BankFileReader {
  private pool: Piscina | undefined;
  private isClosed = false;

  constructor(
    private readonly workerFile: URL,
    private readonly heapMb = HEAP_MB,
  ) {}

  async read(bytes: Buffer): Promise<BankFile> {
    // A request still running while the server shuts down reads on its own thread.
    if (this.isClosed) return readBankFile(bytes);
    this.pool ??= new Piscina({
      filename: this.workerFile.href,
      minThreads: 0,
      maxThreads: 1,
      maxQueue: MAX_WAITING,
      idleTimeout: IDLE_THREAD_MS,
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb },
      execArgv:
        this.workerFile.pathname.endsWith('.ts') && !process.execArgv.includes('tsx')
          ? [...process.execArgv, '--import', 'tsx']
          : process.execArgv,
    });
    let answer: ReadAnswer;
    try {
      answer = (await this.pool.run(bytes)) as ReadAnswer;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_WORKER_OUT_OF_MEMORY') throw bankFileTooLargeToRead();
      if (error instanceof Error && /queue is at limit/i.test(error.message)) throw bankFilesBusy();
      throw error;
    }
    if ('refused' in answer) throw new AppError(answer.refused.code, answer.refused.status, answer.refused.message);
    return answer.file;
  }

  /** Lets the file under way and those waiting be read, then ends the thread. */
  async close(): Promise<void> {
    this.isClosed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }
}
