import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from '../cache/list-cache';

export type ContentEncoding = 'br' | 'gzip';

/** Smaller answers fit in a packet or two anyway: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;
/** Brotli's quality 4: most of its gain at a fraction of 11's cost, for answers compressed as they leave. */
const BROTLI_QUALITY = 4;

/**
 * Every text answer of 1 KB or more leaves compressed when the client accepts it (a 50-row list
 * went out as 39 KB): brotli, else gzip. Built files arrive already compressed at build time
 * (http/web-app.ts), and kept list pages keep their compressed bytes (sendPage below); both set
 * Content-Encoding themselves, which this plugin leaves alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

/** The encoding to answer in: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (encoding: string) => accepted.get(encoding) ?? (accepted.get('*') || 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Pages larger than this are compressed on libuv's threads, so that the request thread goes on answering others. */
const ASYNC_COMPRESSION_THRESHOLD = 64 * 1024;

function compress(encoding: ContentEncoding, text: string): Buffer | Promise<Buffer> {
  const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
  if (text.length >= ASYNC_COMPRESSION_THRESHOLD)
    return encoding === 'br' ? brotliAsync(text, brotliOptions) : gzipAsync(text);
  return encoding === 'br' ? brotliCompressSync(text, brotliOptions) : gzipSync(text);
}

/**
 * Sends a list page (JSON text and X-Total-Count) compressed for this client. The compressed bytes
 * are kept on the page, so a page answered from the list cache is compressed once, not per request.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): Promise<FastifyReply> {
  reply.header('X-Total-Count', String(page.total));
  return sendKept(request, reply, page);
}

/** Sends JSON text kept in the list cache (a page, the planning board), compressed once per encoding. */
export async function sendKept(request: FastifyRequest, reply: FastifyReply, page: CachedPage): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  const encoding =
    page.json.length >= COMPRESSION_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : null;
  reply.header('Vary', 'Accept-Encoding');
  if (!encoding) return reply.send(page.json as never);
  const encoded = (page.encoded ??= {});
  const bytes = (encoded[encoding] ??= await compress(encoding, page.json));
  return reply.header('Content-Encoding', encoding).send(bytes as never);
}

/**
 * Sends JSON text made once for this request (GET /field/today), compressed for this client: a large
 * answer on libuv's threads, like a list page, but nothing kept.
 */
export async function sendJsonText(request: FastifyRequest, reply: FastifyReply, json: string): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  const encoding = json.length >= COMPRESSION_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(json as never);
  return reply.header('Content-Encoding', encoding).send((await compress(encoding, json)) as never);
}
