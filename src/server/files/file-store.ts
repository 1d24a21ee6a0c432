import type { Readable } from 'node:stream';
import type { Database } from '../db/client';

/** Bytes `start` to `end`, both included, as HTTP's Range counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the bytes of photos and files live (FIELD.md decision 3). Keys are a blob's SHA-256 (and
 * `{sha256}.thumb`), per workshop. Every call takes the database handle it runs in: the database
 * store writes in the caller's transaction, so a blob's row and its bytes commit together; the
 * folder store ignores it. Nothing reads or writes a whole file in memory.
 */
export interface FileStore {
  readonly kind: 'folder' | 'database' | 's3';
  /** Keeps the file at `path` (a finished temporary file) under `key`; a key kept already is kept as it is. */
  put(db: Database, organisationId: string, key: string, path: string): Promise<void>;
  /** The bytes under `key`, or the range of them, streamed. */
  read(db: Database, organisationId: string, key: string, range?: ByteRange): Readable;
  /** Removes the bytes under `key`; a key that is not there is no error. */
  remove(db: Database, organisationId: string, key: string): Promise<void>;
  /**
   * Removes bytes that no blob names any more (a record deleted with its files by a trigger), except
   * those written in the last `graceMs`: an upload writes its bytes before its row commits.
   */
  sweep(
    db: Database,
    isNamed: (organisationId: string, key: string) => Promise<boolean>,
    graceMs: number,
  ): Promise<number>;
}

/** The key of a blob's thumbnail. */
export const thumbnailKey = (sha256: string) => `${sha256}.thumb`;

/** The blob a key belongs to (its thumbnail's key names the same blob). */
export const blobOfKey = (key: string) => key.replace(/\.thumb$/, '');
