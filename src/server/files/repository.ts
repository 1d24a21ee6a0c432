import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FileEntity, FileView } from '../../shared/files';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { userNameOf } from '../auth/service';
import { fileBlobs, files } from './tables';

export type BlobRow = typeof fileBlobs.$inferSelect;
export type NewBlobRow = typeof fileBlobs.$inferInsert;
export type FileRow = typeof files.$inferSelect;
export type FileRecord = FileRow & { blob: BlobRow; uploadedByName: string };

const withBlob = { row: files, blob: fileBlobs, uploadedByName: userNameOf(sql`${files.uploadedBy}`) };
const blobOfFile = and(eq(fileBlobs.organisationId, files.organisationId), eq(fileBlobs.sha256, files.sha256));

const flatten = (found: { row: FileRow; blob: BlobRow; uploadedByName: string }): FileRecord => ({
  ...found.row,
  blob: found.blob,
  uploadedByName: found.uploadedByName,
});

export function toFile(record: FileRecord): FileView {
  return {
    id: record.id,
    entity: record.entity,
    entityId: record.entityId,
    name: record.name,
    contentType: record.blob.contentType,
    bytes: record.blob.bytes,
    width: record.blob.width,
    height: record.blob.height,
    takenAt: new Date(record.blob.takenAt ?? record.createdAt).toISOString(),
    caption: record.caption,
    customerVisible: record.customerVisible,
    uploadedBy: record.uploadedBy,
    uploadedByName: record.uploadedByName,
    createdAt: new Date(record.createdAt).toISOString(),
    hasThumbnail: record.blob.thumbnailBytes !== null,
  };
}

/** Uploads of one workshop queue here while they count its storage and keep their bytes, on every server. */
export async function lockStorageOf(db: Database, organisationId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`files:${organisationId}`}))`);
}

export async function findBlob(db: Database, organisationId: string, sha256: string): Promise<BlobRow | null> {
  const [found] = await db
    .select()
    .from(fileBlobs)
    .where(and(eq(fileBlobs.organisationId, organisationId), eq(fileBlobs.sha256, sha256)));
  return found ?? null;
}

export async function insertBlob(db: Database, row: NewBlobRow): Promise<void> {
  await db.insert(fileBlobs).values(row);
}

/** What the workshop keeps: each blob once, its thumbnail included; and how many files name them. */
export async function usageOf(db: Database, organisationId: string): Promise<{ bytes: number; files: number }> {
  const [usage] = await rowsOf<{ bytes: string; files: number }>(
    db,
    sql`select
          (select coalesce(sum(bytes + coalesce(thumbnail_bytes, 0)), 0) from file_blobs where organisation_id = ${organisationId})::text as bytes,
          (select count(*) from files where organisation_id = ${organisationId})::int as files`,
  );
  return { bytes: Number(usage!.bytes), files: usage!.files };
}

export async function insertFile(db: Database, row: typeof files.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(files).values(row).returning({ id: files.id });
  return inserted!.id;
}

export async function findFile(db: Database, organisationId: string, id: string): Promise<FileRecord | null> {
  const [found] = await db
    .select(withBlob)
    .from(files)
    .innerJoin(fileBlobs, blobOfFile)
    .where(and(eq(files.organisationId, organisationId), eq(files.id, id)));
  return found ? flatten(found) : null;
}

export async function listFiles(
  db: Database,
  organisationId: string,
  entity: FileEntity,
  entityId: string,
): Promise<FileRecord[]> {
  const found = await db
    .select(withBlob)
    .from(files)
    .innerJoin(fileBlobs, blobOfFile)
    .where(and(eq(files.organisationId, organisationId), eq(files.entity, entity), eq(files.entityId, entityId)))
    .orderBy(desc(files.createdAt), desc(files.id));
  return found.map(flatten);
}

/** The files of several records of one kind, newest first, in one statement (the field pack's jobs). */
export async function listFilesOfRecords(
  db: Database,
  organisationId: string,
  entity: FileEntity,
  entityIds: readonly string[],
): Promise<FileRecord[]> {
  if (entityIds.length === 0) return [];
  const found = await db
    .select(withBlob)
    .from(files)
    .innerJoin(fileBlobs, blobOfFile)
    .where(
      and(eq(files.organisationId, organisationId), eq(files.entity, entity), inArray(files.entityId, [...entityIds])),
    )
    .orderBy(desc(files.createdAt), desc(files.id));
  return found.map(flatten);
}

export async function updateFile(
  db: Database,
  organisationId: string,
  id: string,
  values: Partial<Pick<FileRow, 'caption' | 'customerVisible'>>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(files)
    .set(values)
    .where(and(eq(files.organisationId, organisationId), eq(files.id, id)));
}

/** Deletes the file; a trigger removes its blob when no other file names it (migration 0045). */
export async function deleteFile(db: Database, organisationId: string, id: string): Promise<void> {
  await db.delete(files).where(and(eq(files.organisationId, organisationId), eq(files.id, id)));
}

/** Whether a blob of the workshop still has the key's bytes to keep: the sweep asks for each key it finds. */
export async function isBlobKept(db: Database, organisationId: string, sha256: string): Promise<boolean> {
  return (await findBlob(db, organisationId, sha256)) !== null;
}
