import { sql } from 'drizzle-orm';
import type { SectionQuery } from './extract-section';

/** The customer's jobs: by their customer, or by its number on a job written before the register knew it. */
const jobsOf = (organisationId: string, customerId: string, customerNumber: string) => sql`
  select w.id, w.work_order_number from work_orders w
  where w.organisation_id = ${organisationId}
    and (w.customer_id = ${customerId} or (w.customer_id is null and w.customer_number = ${customerNumber}))`;

/**
 * What the field work keeps of a customer (FIELD.md decisions 4 and 5): the photos and files on them,
 * their machines, quotes and jobs, and the signatures they gave on their jobs. Names, records, sizes
 * and times; never the bytes (a download of each is the workshop's to give).
 */
export const fieldSections: SectionQuery[] = [
  {
    key: 'files',
    title: 'Bilder och filer',
    columns: [
      { header: 'Namn', field: 'name', width: 170 },
      { header: 'Hör till', field: 'record', width: 150 },
      { header: 'Storlek', field: 'size', width: 75 },
      { header: 'Uppladdad', field: 'createdAt', width: 100 },
    ],
    query: (organisationId, customerId, customerNumber) => sql`
      with jobs as (${jobsOf(organisationId, customerId, customerNumber)}),
      records as (
        select 'customer' as entity, ${customerId}::uuid as id, 'Kunden' as record
        union all select 'machine', m.id, concat_ws(' ', 'Maskin', m.make, m.model, m.serial_number)
          from machines m where m.organisation_id = ${organisationId} and m.customer_id = ${customerId}
        union all select 'quote', q.id, 'Offert ' || q.quote_number
          from quotes q where q.organisation_id = ${organisationId} and q.customer_id = ${customerId}
        union all select 'workOrder', j.id, 'Arbetsorder ' || j.work_order_number from jobs j)
      select f.id, f.name, r.entity, r.id as "recordId", r.record, b.content_type as "contentType", b.bytes,
        case when b.bytes >= 1048576 then replace(to_char(b.bytes / 1048576.0, 'FM999990.0'), '.', ',') || ' MB'
          else ceil(b.bytes / 1024.0)::int || ' kB' end as size,
        b.taken_at as "takenAt", f.caption, f.customer_visible as "customerVisible", f.created_at as "createdAt"
      from files f join records r on r.entity = f.entity and r.id = f.entity_id
        join file_blobs b on b.organisation_id = f.organisation_id and b.sha256 = f.sha256
      where f.organisation_id = ${organisationId} order by f.created_at, f.id`,
  },
  {
    key: 'signatures',
    title: 'Signaturer',
    columns: [
      { header: 'Arbetsorder', field: 'workOrderNumber', width: 115 },
      { header: 'Namn', field: 'name', width: 140 },
      { header: 'Tidpunkt', field: 'at', width: 110 },
      { header: 'Kontrollsumma (SHA-256)', field: 'hashStart', width: 130 },
    ],
    query: (organisationId, customerId, customerNumber) => sql`
      with jobs as (${jobsOf(organisationId, customerId, customerNumber)})
      select s.id, j.work_order_number as "workOrderNumber", s.name, s.at, s.content_hash as "contentHash",
        left(s.content_hash, 16) || '…' as "hashStart", s.created_at as "createdAt"
      from work_order_signatures s join jobs j on j.id = s.work_order_id
      where s.organisation_id = ${organisationId} order by s.at, s.id`,
  },
];
