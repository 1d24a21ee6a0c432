import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { noThumbnail, rangeNotSatisfiable } from './errors';
import { thumbnailKey, type ByteRange, type FileStore } from './file-store';
import type { FileRecord } from './repository';

/**
 * One `bytes=` range of RFC 9110 within a size, or null for none (the whole file is sent), or
 * 'unsatisfiable'. Several ranges are answered as the whole file, which the RFC allows.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const etagOf = (sha256: string, thumbnail: boolean) => `"${sha256}${thumbnail ? '-t' : ''}"`;

/** Whether If-None-Match names the ETag (or is `*`): the client's copy is current. */
function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** RFC 6266's filename*: the name as UTF-8, with a plain fallback for old clients. */
function dispositionOf(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends a file's bytes, or its thumbnail's, streamed from the store (FIELD.md decision 3): ETag and
 * If-None-Match (304), one Range (206, 416), Cache-Control private: a shared cache never keeps them.
 */
export function sendContent(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  store: FileStore,
  file: FileRecord,
  thumbnail: boolean,
) {
  if (thumbnail && file.blob.thumbnailBytes === null) throw noThumbnail();
  const size = thumbnail ? file.blob.thumbnailBytes! : file.blob.bytes;
  const etag = etagOf(file.sha256, thumbnail);
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'private, max-age=0, must-revalidate')
    .header('Accept-Ranges', 'bytes')
    .header('Vary', 'Authorization');
  if (isCurrent(request.headers['if-none-match'], etag)) return reply.status(304).send();
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : rangeOf(request.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${size}`);
    throw rangeNotSatisfiable();
  }
  reply
    .header('Content-Type', file.blob.contentType)
    .header('Content-Disposition', dispositionOf(thumbnail ? `miniatyr-${file.name}` : file.name));
  const key = thumbnail ? thumbnailKey(file.sha256) : file.sha256;
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', String(range.end - range.start + 1));
    return reply.send(store.read(db, file.organisationId, key, range));
  }
  reply.header('Content-Length', String(size));
  return reply.send(store.read(db, file.organisationId, key));
}
