import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  SIGNATURE_AT_FUTURE_MS,
  SIGNATURE_AT_PAST_MS,
  type Signature,
  type SignatureInput,
} from '../../shared/work-order-signatures';
import { recordEvent, type Actor } from '../audit/service';
import { users } from '../auth/tables';
import { canonicalJson, contentHash, type JsonValue } from '../canonical-json';
import type { Database } from '../db/client';
import { classifyDatabaseError } from '../db/errors';
import { signaturePngBytes } from '../http/png';
import {
  signatureAtInvalid,
  signatureExists,
  signatureImageErased,
  signatureImageInvalid,
  signatureNotFound,
  workOrderNotFound,
} from './errors';
import { lockWorkOrder } from './repository';
import { workOrderSignatures } from './signatures-table';
import type { JobTimers } from './timer-port';

// The customer's signature on a work order (FIELD.md decision 5, docs/decisions/057).

const signatureColumns = {
  id: workOrderSignatures.id,
  workOrderId: workOrderSignatures.workOrderId,
  name: workOrderSignatures.name,
  at: sql<string>`to_char(${workOrderSignatures.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  collectedBy: workOrderSignatures.collectedBy,
  collectedByName: users.name,
  contentHash: workOrderSignatures.contentHash,
};

const ofJob = (organisationId: string, workOrderId: string) =>
  and(eq(workOrderSignatures.organisationId, organisationId), eq(workOrderSignatures.workOrderId, workOrderId));

/** The job's signature, or null while it is unsigned. */
export async function signatureOf(
  db: Database,
  organisationId: string,
  workOrderId: string,
): Promise<Signature | null> {
  const [row] = await db
    .select(signatureColumns)
    .from(workOrderSignatures)
    .innerJoin(users, eq(users.id, workOrderSignatures.collectedBy))
    .where(ofJob(organisationId, workOrderId))
    .limit(1);
  return row ?? null;
}

/**
 * The signature an invoice PDF may print: none once an erasure took its drawing (the name then reads the
 * erased customer's placeholder, which approves nothing).
 */
export async function printableSignatureOf(
  db: Database,
  organisationId: string,
  workOrderId: string,
): Promise<Pick<Signature, 'name' | 'at'> | null> {
  const [row] = await db
    .select({ name: signatureColumns.name, at: signatureColumns.at })
    .from(workOrderSignatures)
    .where(and(ofJob(organisationId, workOrderId), sql`${workOrderSignatures.imagePngBase64} is not null`))
    .limit(1);
  return row ?? null;
}

/**
 * Who signed each of these jobs and when, for the customer's page (FIELD.md decision 5): the name
 * and the time only, never the image or the signed content.
 */
export async function signersOf(
  db: Database,
  organisationId: string,
  workOrderIds: readonly string[],
): Promise<Map<string, { name: string; at: string }>> {
  if (workOrderIds.length === 0) return new Map();
  const rows = await db
    .select({ workOrderId: workOrderSignatures.workOrderId, name: workOrderSignatures.name, at: signatureColumns.at })
    .from(workOrderSignatures)
    .where(
      and(
        eq(workOrderSignatures.organisationId, organisationId),
        inArray(workOrderSignatures.workOrderId, [...workOrderIds]),
      ),
    );
  return new Map(rows.map((row) => [row.workOrderId, { name: row.name, at: row.at }]));
}

/** The drawn PNG's bytes. */
export async function signatureImage(db: Database, organisationId: string, workOrderId: string): Promise<Buffer> {
  const [row] = await db
    .select({ image: workOrderSignatures.imagePngBase64 })
    .from(workOrderSignatures)
    .where(ofJob(organisationId, workOrderId))
    .limit(1);
  if (!row) throw signatureNotFound();
  // Erased with the customer who signed a job never invoiced (docs/decisions/065).
  if (row.image === null) throw signatureImageErased();
  return Buffer.from(row.image, 'base64');
}

/** The device's time of the signing within bounds (FIELD.md decision 7), else the server's. */
function signedAt(at: string | undefined, now: Date): Date {
  if (at === undefined) return now;
  const time = new Date(at);
  const offset = time.getTime() - now.getTime();
  if (offset > SIGNATURE_AT_FUTURE_MS || offset < -SIGNATURE_AT_PAST_MS) throw signatureAtInvalid().at('at');
  return time;
}

/**
 * What the customer signs for: the job's materials, time and checklist at that moment, with its
 * number and status, in canonical JSON (RFC 8785), so that its SHA-256 is the same whoever reads it.
 */
function signedContent(
  job: { id: string; workOrderNumber: string; status: string; todoList: unknown; materials: unknown },
  time: JsonValue[],
): JsonValue {
  return {
    workOrder: { id: job.id, workOrderNumber: job.workOrderNumber, status: job.status },
    checklist: job.todoList as JsonValue,
    materials: job.materials as JsonValue,
    time,
  };
}

/**
 * Keeps the customer's signature on a job (any member collects it: the mechanic holds the phone).
 * The job is locked while its content is read and hashed; a second signature answers 409, also when
 * two arrive at once (the unique index settles it). Audited.
 */
export async function collectSignature(
  db: Database,
  actor: Actor,
  timers: JobTimers,
  workOrderId: string,
  input: SignatureInput,
  now: Date,
): Promise<Signature> {
  const image = signaturePngBytes(input.image);
  if (!image) throw signatureImageInvalid().at('image');
  const at = signedAt(input.at, now);
  const { organisationId } = actor;
  try {
    await db.transaction(async (tx) => {
      const job = await lockWorkOrder(tx, organisationId, workOrderId);
      if (!job) throw workOrderNotFound();
      if (await signatureOf(tx, organisationId, workOrderId)) throw signatureExists();
      const content = signedContent(job, await timers.timeOnJob(tx, organisationId, workOrderId));
      await tx.insert(workOrderSignatures).values({
        organisationId,
        workOrderId,
        name: input.name,
        imagePngBase64: image.toString('base64'),
        content: canonicalJson(content),
        contentHash: contentHash(content),
        collectedBy: actor.id,
        at: at.toISOString(),
      });
      await recordEvent(tx, actor, 'workOrder', workOrderId, 'signed');
    });
  } catch (error) {
    if (classifyDatabaseError(error)?.constraint === 'work_order_signatures_one_per_job') throw signatureExists();
    throw error;
  }
  return (await signatureOf(db, organisationId, workOrderId))!;
}
