import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { FileStore } from './file-store';
import { fileChunks } from './tables';

/** 256 KB a row: a download holds one chunk at a time, and a range reads from its first chunk on. */
export const CHUNK_BYTES = 256 * 1024;

async function* chunksOf(path: string): AsyncGenerator<Buffer> {
  const file = await open(path, 'r');
  try {
    for (;;) {
      const buffer = Buffer.alloc(CHUNK_BYTES);
      let filled = 0;
      while (filled < CHUNK_BYTES) {
        const { bytesRead } = await file.read(buffer, filled, CHUNK_BYTES - filled, null);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      if (filled > 0) yield buffer.subarray(0, filled);
      if (filled < CHUNK_BYTES) return;
    }
  } finally {
    await file.close();
  }
}

/**
 * A PostgreSQL server's store when no object store is set (FIELD.md decision 3): the bytes in
 * `file_chunks`, written in the caller's transaction, so every server sees every file, a backup of
 * the database holds them, and a blob's bytes go with its row (a trigger in migration 0045).
 */
export function databaseStore(): FileStore {
  const chunkAt = async (db: Database, organisationId: string, key: string, chunk: number) => {
    const [row] = await db
      .select({ data: fileChunks.data })
      .from(fileChunks)
      .where(and(eq(fileChunks.organisationId, organisationId), eq(fileChunks.key, key), eq(fileChunks.chunk, chunk)));
    if (!row) throw new Error(`file chunk missing: ${organisationId}/${key}#${chunk}`);
    return Buffer.from(row.data);
  };
  return {
    kind: 'database',
    async put(db, organisationId, key, path) {
      const [kept] = await rowsOf<{ one: number }>(
        db,
        sql`select 1 as one from file_chunks where organisation_id = ${organisationId} and key = ${key} and chunk = 0`,
      );
      if (kept) return;
      let chunk = 0;
      for await (const data of chunksOf(path)) {
        await db.insert(fileChunks).values({ organisationId, key, chunk, data });
        chunk += 1;
      }
      // An empty file still has its (empty) first chunk, so that it reads as there.
      if (chunk === 0) await db.insert(fileChunks).values({ organisationId, key, chunk: 0, data: Buffer.alloc(0) });
    },
    read(db, organisationId, key, range) {
      async function* bytes() {
        const first = range ? Math.floor(range.start / CHUNK_BYTES) : 0;
        const last = range ? Math.floor(range.end / CHUNK_BYTES) : Number.POSITIVE_INFINITY;
        for (let chunk = first; chunk <= last; chunk += 1) {
          let data: Buffer;
          try {
            data = await chunkAt(db, organisationId, key, chunk);
          } catch (error) {
            // Past the last chunk: the whole file has been sent.
            if (!range && chunk > 0) return;
            throw error;
          }
          const from = range && chunk === first ? range.start - chunk * CHUNK_BYTES : 0;
          const to = range && chunk === last ? range.end - chunk * CHUNK_BYTES + 1 : data.length;
          yield data.subarray(from, to);
          if (data.length < CHUNK_BYTES) return;
        }
      }
      return Readable.from(bytes(), { objectMode: false });
    },
    async remove(db, organisationId, key) {
      await db.delete(fileChunks).where(and(eq(fileChunks.organisationId, organisationId), eq(fileChunks.key, key)));
    },
    async sweep(db) {
      // Chunks whose blob is gone; the trigger removes them with the blob, so this finds only strays.
      const removed = await rowsOf<{ key: string }>(
        db,
        sql`delete from file_chunks c where not exists (
              select 1 from file_blobs b where b.organisation_id = c.organisation_id
                and c.key in (b.sha256, b.sha256 || '.thumb'))
            returning c.key`,
      );
      return removed.length;
    },
  };
}
