import { sql } from 'drizzle-orm';
import { recordEvents, type Actor } from '../audit/service';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { thumbnailKey, type FileStore } from './file-store';
import * as repository from './repository';

/** What an erased customer's files became (FIELD.md decision 4, DATA.md decision 5). */
export interface FileErasure {
  /** Files deleted: on the customer, their machines, their quotes and their jobs never invoiced. */
  deleted: number;
  /** Files kept: on jobs with an issued invoice, the bookkeeping's evidence of the work. */
  kept: number;
  /** Blobs no file names any more: their bytes go from a folder or object store once this commits. */
  freedSha256: string[];
}

/**
 * Deletes the files attached to an erased customer, their machines, their quotes and their work orders,
 * except those on work orders with an issued invoice, in the caller's transaction; each deletion is
 * audited without the file's name. The database store's bytes go with the rows (migration 0045's
 * triggers); `removeFreedBytes` removes a folder's or object store's after the commit.
 */
export async function eraseFromFiles(
  db: Database,
  actor: Actor,
  customer: { id: string; customerNumber: string },
): Promise<FileErasure> {
  const { organisationId } = actor;
  await repository.lockStorageOf(db, organisationId);
  const found = await rowsOf<{ id: string; sha256: string; entity: string; entityId: string; invoiced: boolean }>(
    db,
    sql`with jobs as (
          select w.id, exists (select 1 from invoices i where i.organisation_id = w.organisation_id and i.work_order_id = w.id) as invoiced
          from work_orders w
          where w.organisation_id = ${organisationId}
            and (w.customer_id = ${customer.id} or (w.customer_id is null and w.customer_number = ${customer.customerNumber}))),
        records as (
          select 'customer' as entity, ${customer.id}::uuid as id, false as invoiced
          union all select 'machine', m.id, false from machines m where m.organisation_id = ${organisationId} and m.customer_id = ${customer.id}
          union all select 'quote', q.id, false from quotes q where q.organisation_id = ${organisationId} and q.customer_id = ${customer.id}
          union all select 'workOrder', j.id, j.invoiced from jobs j)
        select f.id, f.sha256, f.entity, f.entity_id as "entityId", r.invoiced
        from files f join records r on r.entity = f.entity and r.id = f.entity_id
        where f.organisation_id = ${organisationId}`,
  );
  const erased = found.filter((file) => !file.invoiced);
  for (const file of erased) await repository.deleteFile(db, organisationId, file.id);
  await recordEvents(
    db,
    actor,
    erased.map((file) => ({
      entity: 'file' as const,
      entityId: file.id,
      action: 'deleted',
      changes: [
        { field: 'entity', from: file.entity, to: null },
        { field: 'entityId', from: file.entityId, to: null },
      ],
    })),
  );
  const freedSha256: string[] = [];
  for (const sha256 of new Set(erased.map((file) => file.sha256))) {
    if (!(await repository.isBlobKept(db, organisationId, sha256))) freedSha256.push(sha256);
  }
  return { deleted: erased.length, kept: found.length - erased.length, freedSha256 };
}

/**
 * Removes the bytes of blobs an erasure freed, once it has committed, under the workshop's storage
 * lock: the same bytes uploaded again meanwhile are kept. What fails here the hourly sweep removes.
 */
export async function removeFreedBytes(
  db: Database,
  store: FileStore,
  organisationId: string,
  freedSha256: readonly string[],
): Promise<void> {
  if (freedSha256.length === 0 || store.kind === 'database') return;
  await db.transaction(async (tx) => {
    await repository.lockStorageOf(tx, organisationId);
    for (const sha256 of freedSha256) {
      if (await repository.isBlobKept(tx, organisationId, sha256)) continue;
      await store.remove(tx, organisationId, sha256);
      await store.remove(tx, organisationId, thumbnailKey(sha256));
    }
  });
}
