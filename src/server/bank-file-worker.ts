import type { BankFile } from './bank-files/bank-file';
import { readBankFile } from './bank-files/read';
import { AppError } from './http/errors';

/** Where the bank-file thread starts: beside this file when built (dist/server), the source under tsx. */
export const bankFileWorkerFile = new URL(import.meta.url.endsWith('.ts') ? './bank-file-worker.ts' : './bank-file-worker.js', import.meta.url);

/** What the thread answers: the file, or why it is refused (an error's class does not cross threads). */
export type ReadAnswer = { file: BankFile } | { refused: { status: number; message: string } };

/** The entry of the bank-file thread (bank-files/reader.ts). */
export default function readInThread(bytes: Uint8Array): ReadAnswer {
  try {
    return { file: readBankFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    if (error instanceof AppError) return { refused: { status: error.statusCode, message: error.message } };
    throw error;
  }
}
