import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { after, cursorColumns, pageOf, type Cursor } from './register';

/** One photo or document as the workshop's ZIP holds it (FIELD.md decision 4). */
export interface FileEntry {
  sha256: string;
  name: string;
  contentType: string;
  /** The record's folder under filer/: `arbetsordrar/{number}`, `maskiner/{make model serial}`, … */
  folder: string;
  cursorAt: string;
  cursorId: string;
}

/** A page of the workshop's files with their record's folder, by (created_at, id). */
export function findFileEntriesAfter(
  db: Database,
  organisationId: string,
  cursor: Cursor | null,
  limit: number,
): Promise<FileEntry[]> {
  const of = (table: string, alias: string) =>
    sql.raw(`from ${table} ${alias} where ${alias}.organisation_id = f.organisation_id and ${alias}.id = f.entity_id`);
  return rowsOf<FileEntry>(
    db,
    sql`select ${cursorColumns('f')}, f.sha256, f.name, b.content_type as "contentType",
          case f.entity
            when 'workOrder' then 'arbetsordrar/' || coalesce((select w.work_order_number ${of('work_orders', 'w')}), f.entity_id::text)
            when 'machine' then 'maskiner/' || coalesce((select concat_ws(' ', m.make, m.model,
              coalesce(m.serial_number, m.registration_number, left(m.id::text, 8))) ${of('machines', 'm')}), f.entity_id::text)
            when 'customer' then 'kunder/' || coalesce((select c.customer_number ${of('customers', 'c')}), f.entity_id::text)
            when 'quote' then 'offerter/' || coalesce((select q.quote_number::text ${of('quotes', 'q')}), f.entity_id::text)
            else 'artiklar/' || coalesce((select p.part_number ${of('parts', 'p')}), f.entity_id::text)
          end as folder
        from files f join file_blobs b on b.organisation_id = f.organisation_id and b.sha256 = f.sha256
        where f.organisation_id = ${organisationId} ${after('f', cursor)} ${pageOf('f', limit)}`,
  );
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/webp': '.webp', 'application/pdf': '.pdf' };

/** A path part no unpacker reads as a folder, a drive or a device, nor as hidden. */
const safePart = (text: string) =>
  text
    .replace(/[/\\:*?"<>|\p{Cc}]+/gu, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120) || 'fil';

/**
 * Names files inside the ZIP: `filer/{folder}/{name}`, the name's ending the stored type's (a photo
 * sent as IMG_0001.HEIC is kept as a JPEG), and a second file of the same name in a folder numbered
 * "namn (2).jpg", as a file manager does. Remembers the paths it gave.
 */
export function archivePaths() {
  const given = new Set<string>();
  return (entry: Pick<FileEntry, 'name' | 'contentType' | 'folder'>) => {
    const folder = entry.folder.split('/').map(safePart).join('/');
    const extension = EXTENSIONS[entry.contentType] ?? '';
    const base = safePart(entry.name).replace(/\.[^.]{1,5}$/, '');
    for (let copy = 1; ; copy++) {
      const path = `filer/${folder}/${base}${copy === 1 ? '' : ` (${copy})`}${extension}`;
      if (given.has(path.toLowerCase())) continue;
      given.add(path.toLowerCase());
      return path;
    }
  };
}
