import { sql } from 'drizzle-orm';
import { after, cursorColumns, pageOf, type Register } from './register';

/** The workshop's photos and documents, one row each, with the record each belongs to (FIELD.md decision 4). */
export const fileRegisters: Register[] = [
  {
    file: 'filer.csv',
    key: 'files',
    columns: [
      { header: 'Fil-id', field: 'id' },
      { header: 'Namn', field: 'name' },
      { header: 'Hör till', field: 'entity' },
      { header: 'Post-id', field: 'entityId' },
      { header: 'Typ', field: 'contentType' },
      { header: 'Storlek', field: 'bytes' },
      { header: 'Taget', field: 'takenAt' },
      { header: 'Bildtext', field: 'caption' },
      { header: 'Synlig för kunden', field: 'customerVisible', kind: 'yes-no' },
      { header: 'SHA-256', field: 'sha256' },
      { header: 'Uppladdad', field: 'createdAt' },
    ],
    page: (organisationId, cursor, limit) => sql`
      select ${cursorColumns('f')}, f.id, f.name, f.entity, f.entity_id as "entityId", b.content_type as "contentType",
        b.bytes, b.taken_at as "takenAt", f.caption, f.customer_visible as "customerVisible", f.sha256, f.created_at as "createdAt"
      from files f join file_blobs b on b.organisation_id = f.organisation_id and b.sha256 = f.sha256
      where f.organisation_id = ${organisationId} ${after('f', cursor)} ${pageOf('f', limit)}`,
  },
];
