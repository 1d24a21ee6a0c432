import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export interface CustomerPhoto {
  id: string;
  workOrderId: string;
  name: string;
  caption: string | null;
}

/**
 * The photos staff marked for the customer on their jobs (FIELD.md; QUOTES.md decision 9), the newest
 * `perJob` of each job: what the customer's page lists, nothing of the rest.
 */
export async function customerVisiblePhotosOf(
  db: Database,
  organisationId: string,
  workOrderIds: readonly string[],
  perJob: number,
): Promise<CustomerPhoto[]> {
  if (workOrderIds.length === 0) return [];
  const ids = sql.join(
    workOrderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select id, "workOrderId", name, caption from (
      select f.id, f.entity_id as "workOrderId", f.name, f.caption,
        row_number() over (partition by f.entity_id order by f.created_at desc, f.id) as n
      from files f join file_blobs b on b.organisation_id = f.organisation_id and b.sha256 = f.sha256
      where f.organisation_id = ${organisationId} and f.entity = 'workOrder' and f.entity_id in (${ids})
        and f.customer_visible and b.thumbnail_bytes is not null
    ) ranked where n <= ${perJob}
    order by "workOrderId", n`)) as unknown as { rows: CustomerPhoto[] };
  return result.rows;
}
