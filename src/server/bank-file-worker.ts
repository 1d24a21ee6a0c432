import { readBankFile } from './bank-files/read';
import type { ReadAnswer } from './bank-files/reader';
import { AppError } from './http/errors';

/** The entry of the bank-file thread (bank-files/reader.ts). */
export default function readInThread(bytes: Uint8Array): ReadAnswer {
  try {
    return { file: readBankFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    if (error instanceof AppError)
      return { refused: { code: error.code, status: error.statusCode, message: error.message } };
    throw error;
  }
}
