import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { workOrders } from '../work-orders/tables';
import { sendContent } from './download';
import type { FileStore } from './file-store';
import { findFile, type FileRecord } from './repository';

// What the customer's page may show of a workshop's files (FIELD.md decisions 1 and 3; QUOTES.md
// decision 9; docs/decisions/055 and 063): only files staff marked `customerVisible`, only on the
// customer's own jobs. The page's token decides the workshop and the customer; nothing here trusts
// an id from the link alone.

export interface CustomerFile {
  id: string;
  workOrderId: string;
  name: string;
  caption: string | null;
  /** A photo has a 400 px thumbnail; a PDF has none. */
  isPhoto: boolean;
}

/**
 * The files marked for the customer on these jobs, the newest `perJob` photos and `perJob` documents
 * of each: what the customer's page lists, nothing of the rest.
 */
export async function customerVisibleFilesOf(
  db: Database,
  organisationId: string,
  workOrderIds: readonly string[],
  perJob: number,
): Promise<CustomerFile[]> {
  if (workOrderIds.length === 0) return [];
  const ids = sql.join(
    workOrderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select id, "workOrderId", name, caption, "isPhoto" from (
      select f.id, f.entity_id as "workOrderId", f.name, f.caption,
        b.thumbnail_bytes is not null as "isPhoto",
        row_number() over (
          partition by f.entity_id, b.thumbnail_bytes is not null order by f.created_at desc, f.id
        ) as n
      from files f join file_blobs b on b.organisation_id = f.organisation_id and b.sha256 = f.sha256
      where f.organisation_id = ${organisationId} and f.entity = 'workOrder' and f.entity_id in (${ids})
        and f.customer_visible
    ) ranked where n <= ${perJob}
    order by "workOrderId", n`)) as unknown as { rows: CustomerFile[] };
  return result.rows;
}

/**
 * A file the customer may fetch through their page: marked for the customer, on a job of this
 * customer in this workshop. Anything else — hidden, on another customer's job or another record,
 * another workshop's — is null, and the caller answers 404 alike.
 */
export async function findCustomerVisibleFile(
  db: Database,
  owner: { organisationId: string; customerId: string },
  id: string,
): Promise<FileRecord | null> {
  const file = await findFile(db, owner.organisationId, id);
  if (!file || !file.customerVisible || file.entity !== 'workOrder') return null;
  const [job] = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.organisationId, owner.organisationId),
        eq(workOrders.id, file.entityId),
        eq(workOrders.customerId, owner.customerId),
      ),
    )
    .limit(1);
  return job ? file : null;
}

/**
 * Streams such a file to the customer as the private download does (ETag, 304, Range,
 * `Cache-Control: private, max-age=0, must-revalidate`): the bytes stay on the customer's device,
 * never in a shared cache, and every view asks again, so a revoked link or a file no longer marked
 * shows nothing from then on (docs/decisions/063). Not for search engines.
 */
export function sendFileToCustomer(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  store: FileStore,
  file: FileRecord,
  thumbnail: boolean,
) {
  reply.header('X-Robots-Tag', 'noindex');
  return sendContent(request, reply, db, store, file, thumbnail);
}
