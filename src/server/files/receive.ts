import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { isStorableText } from '../http/input-guard';
import {
  fileFieldInvalid,
  fileFieldTooLong,
  fileTooLarge,
  fileTooManyFields,
  notMultipart,
  oneFileOnly,
  uploadBroken,
} from './errors';
import { AppError } from '../http/error-factory';
import { SNIFF_BYTES, sniffType, type SniffedType } from './sniff';

/** One file per upload, at most 25 MB (FIELD.md decision 2). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

/** What @fastify/multipart may read of one request: one file, a few short fields. */
export const multipartLimits = {
  fileSize: MAX_FILE_BYTES,
  files: 1,
  fields: 8,
  fieldSize: 2000,
  fieldNameSize: 100,
  parts: 10,
  headerPairs: 20,
};

export interface ReceivedFile {
  /** The temporary file holding the bytes as sent. */
  path: string;
  /** The name on the sender's device, made storable. */
  name: string;
  sha256: string;
  bytes: number;
  /** From the bytes; null when they are none of the accepted types. */
  type: SniffedType | null;
}

export interface Received {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

/** A name as a screen may show it: no folders, no control characters, not empty, not endless. */
export function storableName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).at(-1) ?? '';
  const clean = [...base]
    .filter((character) => isStorableText(character) && character.charCodeAt(0) >= 0x20 && character !== '\u007f')
    .join('')
    .trim()
    .slice(0, 200);
  return clean === '' ? 'fil' : clean;
}

const multipartAnswers: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => fileTooLarge(MAX_FILE_BYTES / (1024 * 1024)),
  FST_FILES_LIMIT: oneFileOnly,
  FST_FIELDS_LIMIT: fileTooManyFields,
  FST_PARTS_LIMIT: fileTooManyFields,
  FST_PROTO_VIOLATION: fileFieldInvalid,
  FST_INVALID_MULTIPART_CONTENT_TYPE: notMultipart,
};

/** Writes `source` to `path`, hashing it and keeping its first bytes, without holding it whole. */
async function writeHashed(source: NodeJS.ReadableStream, path: string) {
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      done(null, chunk);
    },
  });
  await pipeline(source, tap, createWriteStream(path));
  return { sha256: hash.digest('hex'), bytes, type: sniffType(head) };
}

/**
 * Reads a multipart upload part by part: the file streams into a temporary file in `dir` (hashed on
 * the way), the fields are kept as text. Any breach of the limits or of the format is a Swedish 4xx.
 */
export async function receiveUpload(request: FastifyRequest, dir: string): Promise<Received> {
  if (!request.isMultipart()) throw notMultipart();
  // No prototype: a field named __proto__ or constructor is a field like any other.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: ReceivedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file) throw oneFileOnly();
        const path = join(dir, 'upload');
        const written = await writeHashed(part.file, path);
        if (part.file.truncated) throw fileTooLarge(MAX_FILE_BYTES / (1024 * 1024));
        file = { path, name: storableName(part.filename), ...written };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw fileFieldTooLong();
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (!isStorableText(value) || !isStorableText(part.fieldname)) throw fileFieldInvalid();
        // A field sent twice counts once, as its first value: a form sends each once.
        if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    throw (typeof code === 'string' ? multipartAnswers[code] : undefined)?.() ?? uploadBroken();
  }
  return { fields, file };
}
