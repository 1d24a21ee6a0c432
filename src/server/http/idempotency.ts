import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { idempotencyKeys } from '../db/schema/idempotency';
import { idempotencyInProgress, idempotencyKeyInvalid, idempotencyKeyReused } from './errors';

// Idempotency-Key on every POST, PUT and DELETE of a member (FIELD.md decision 8, docs/decisions/060).

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer given again from the kept one, not carried out again. */
export const REPLAYED_HEADER = 'idempotent-replayed';
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** A first request still "running" after this long died with its server: a repeat carries it out again. */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;
/** How long a repeat waits for the first to finish before answering 409. */
const WAIT_MS = 2_000;
const POLL_MS = 50;
/** An answer larger than this is not kept (no write call answers so much); a repeat is then refused as running. */
const MAX_KEPT_CHARS = 1024 * 1024;
/** Expired rows removed per batch, and batches per sweep: a sweep never holds the table long. */
const SWEEP_BATCH = 1_000;
const SWEEP_BATCHES = 20;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

const WRITES = new Set(['POST', 'PUT', 'DELETE']);
/** 1–255 printable ASCII characters, space included (FIELD.md decision 8). */
const WELL_FORMED = /^[\x20-\x7E]{1,255}$/;

/** Whose keys a request's key is among: its workshop and member, or null for a call without a session. */
export type KeyOwner = (request: FastifyRequest) => { organisationId: string; memberId: string } | null;

interface Claim {
  organisationId: string;
  memberId: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Claim | null;
  }
}

type Row = typeof idempotencyKeys.$inferSelect;

/** The key of a write call, checked; null for a read or a call without one. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  if (!WRITES.has(request.method)) return null;
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (Array.isArray(header) || !WELL_FORMED.test(header)) throw idempotencyKeyInvalid().at('Idempotency-Key');
  return header;
}

/**
 * The body as sent, hashed. A multipart upload (POST /files) streams to the store and is never held
 * whole (decision 3), so its parts are not compared: its key alone names it.
 */
function bodyHash(request: FastifyRequest): string {
  if (request.isMultipart?.() || /^multipart\//i.test(request.headers['content-type'] ?? '')) return 'multipart';
  return createHash('sha256')
    .update(request.body === undefined ? '' : JSON.stringify(request.body))
    .digest('hex');
}

/**
 * Registered on the app before compression, so that its onSend keeps the answer as text, before it is
 * compressed for one client. `owner` says whose key it is (the session's member): plumbing knows no member.
 */
export function registerIdempotency(
  app: FastifyInstance,
  { db, clock, owner }: { db: Database; clock: Clock; owner: KeyOwner },
): void {
  app.decorateRequest('idempotency', null);
  // Callback hooks, not async ones: a read or a write without a key (nearly every request) passes
  // through without a promise or a database call; only a keyed write takes the async path.
  // preValidation: the body as parsed, before a schema strips or reshapes it.
  app.addHook('preValidation', (request, reply, done) => {
    let key: string | null;
    try {
      key = idempotencyKeyOf(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    const who = key === null ? null : owner(request);
    if (key === null || !who) {
      done();
      return;
    }
    // A replayed answer is sent from here: the chain then stops without done().
    claimKey(db, clock, request, reply, { ...who, key }).then(
      (replayed) => replayed || done(),
      (error: unknown) => done(error as Error),
    );
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const claim = request.idempotency;
    if (!claim) {
      done(null, payload);
      return;
    }
    request.idempotency = null;
    keepAnswer(db, request, reply, claim, payload).then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
  // An answer never sent (the client went away before onSend) frees its key as a failure would.
  app.addHook('onResponse', (request, _reply, done) => {
    const claim = request.idempotency;
    if (!claim) {
      done();
      return;
    }
    request.idempotency = null;
    db.delete(idempotencyKeys)
      .where(and(matches(claim), isNull(idempotencyKeys.status)))
      .then(
        () => done(),
        (error: unknown) => done(error as Error),
      );
  });

  const sweeper = setInterval(() => {
    void sweepIdempotencyKeys(db, clock).catch((error: unknown) => app.log.warn({ err: error }, 'idempotency sweep'));
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
}

/** Claims the key for this request, or answers from the kept answer (true), or refuses the reuse. */
async function claimKey(db: Database, clock: Clock, request: FastifyRequest, reply: FastifyReply, claim: Claim) {
  const request_ = `${request.method} ${request.url}`;
  const hash = bodyHash(request);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const now = clock();
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ ...claim, request: request_, bodyHash: hash, createdAt: now.toISOString() })
      .onConflictDoUpdate({
        target: [idempotencyKeys.organisationId, idempotencyKeys.memberId, idempotencyKeys.key],
        set: {
          request: request_,
          bodyHash: hash,
          status: null,
          contentType: null,
          response: null,
          createdAt: now.toISOString(),
        },
        // Taken over only when the kept answer has expired, or its request died with its server.
        setWhere: or(
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEPT_FOR_MS).toISOString()),
          and(
            isNull(idempotencyKeys.status),
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString()),
          ),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotency = claim;
      return false;
    }
    const [kept] = await db.select().from(idempotencyKeys).where(matches(claim));
    if (!kept) continue; // swept between the two statements: claim it again
    if (kept.request !== request_ || kept.bodyHash !== hash) throw idempotencyKeyReused();
    if (kept.status !== null) {
      replay(reply, kept);
      return true;
    }
    if (Date.now() >= deadline) throw idempotencyInProgress();
    await sleep(POLL_MS);
  }
}

/**
 * Keeps the answer for a repeat. A server's failure (5xx, the database away, too many requests) carried
 * nothing out: the key is freed for the retry. So is an answer that is not text (a stream): it cannot be
 * given again.
 */
async function keepAnswer(db: Database, request: FastifyRequest, reply: FastifyReply, claim: Claim, payload: unknown) {
  const empty = payload === undefined || payload === null || payload === '';
  const keepable = empty || (typeof payload === 'string' && payload.length <= MAX_KEPT_CHARS);
  if (reply.statusCode >= 500 || reply.statusCode === 429 || !keepable) {
    await db
      .delete(idempotencyKeys)
      .where(matches(claim))
      .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key not freed'));
    return;
  }
  const contentType = reply.getHeader('content-type');
  await db
    .update(idempotencyKeys)
    .set({
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : null,
      response: empty ? null : (payload as string),
    })
    .where(matches(claim));
}

const matches = (claim: Claim) =>
  and(
    eq(idempotencyKeys.organisationId, claim.organisationId),
    eq(idempotencyKeys.memberId, claim.memberId),
    eq(idempotencyKeys.key, claim.key),
  );

function replay(reply: FastifyReply, kept: Row): FastifyReply {
  reply.code(kept.status!).header(REPLAYED_HEADER, 'true');
  if (kept.contentType) reply.type(kept.contentType);
  return kept.response === null ? reply.send() : reply.send(kept.response);
}

/** Removes expired keys in bounded batches; the number removed. */
export async function sweepIdempotencyKeys(db: Database, clock: Clock): Promise<number> {
  const cutoff = new Date(clock().getTime() - KEPT_FOR_MS).toISOString();
  let removed = 0;
  for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
    const rows = await rowsOf<{ key: string }>(
      db,
      sql`delete from idempotency_keys where (organisation_id, member_id, key) in (
            select organisation_id, member_id, key from idempotency_keys where created_at < ${cutoff} limit ${SWEEP_BATCH})
          returning key`,
    );
    removed += rows.length;
    if (rows.length < SWEEP_BATCH) break;
  }
  return removed;
}
