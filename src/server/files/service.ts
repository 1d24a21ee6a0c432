import { join } from 'node:path';
import {
  fileUpdateSchema,
  fileUploadFieldsSchema,
  type FileEntity,
  type FileUpdate,
  type FileUsage,
  type FileView,
} from '../../shared/files';
import { roleMay } from '../../shared/roles';
import type { AuditChange } from '../../shared/team';
import { recordEvent } from '../audit/service';
import type { SessionUser } from '../cache/session-cache';
import type { Database } from '../db/client';
import { requestInvalid } from '../http/errors';
import {
  fileMissing,
  fileNotFound,
  fileQuotaFull,
  fileTypeNotAllowed,
  mayNotChangeFile,
  mayNotDeleteFile,
} from './errors';
import { thumbnailKey, type FileStore } from './file-store';
import { storePhoto } from './photo';
import type { Received } from './receive';
import { requireEditableRecord, requireRecord } from './records';
import * as repository from './repository';
import { isPhoto } from './sniff';

export { fileUpdateSchema };
export {
  customerVisibleFilesOf,
  findCustomerVisibleFile,
  sendFileToCustomer,
  type CustomerFile,
} from './customer-files';
export type { FileStore } from './file-store';

/** The uploader may delete their own file for a day, in case it was the wrong one (FIELD.md decision 1). */
const UPLOADER_DELETES_WITHIN_MS = 24 * 60 * 60 * 1000;

export interface FilesContext {
  db: Database;
  store: FileStore;
  quotaBytes: number;
}

const actorOf = (user: SessionUser) => ({ id: user.id, name: user.name, organisationId: user.organisationId });

function parseFields(fields: Record<string, string>) {
  const parsed = fileUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw requestInvalid(errors[0]!.message).with(errors);
}

interface Kept {
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  takenAt: string | null;
  thumbnailBytes: number | null;
  /** The file to keep: the re-encoded photo, or the document as sent. */
  path: string;
  thumbnailPath: string | null;
}

/**
 * Attaches an uploaded file to a record (FIELD.md decisions 1–3). The fields and the record are
 * checked first, the photo re-encoded outside any transaction; then, under the workshop's storage
 * lock, the quota counted and the bytes kept once with their row, the file and its audit event.
 */
export async function uploadFile(
  { db, store, quotaBytes }: FilesContext,
  user: SessionUser,
  received: Received,
  workDir: string,
  now: Date,
): Promise<FileView> {
  const fields = parseFields(received.fields);
  const { file } = received;
  if (!file) throw fileMissing();
  if (!file.type) throw fileTypeNotAllowed();
  await requireEditableRecord(db, user, fields.entity, fields.entityId);
  const organisationId = user.organisationId;

  let kept: Kept | null = null;
  if (!(await repository.findBlob(db, organisationId, file.sha256))) {
    kept = isPhoto(file.type)
      ? {
          ...(await storePhoto(file.path, file.type, join(workDir, 'photo'), join(workDir, 'thumbnail'))),
          path: join(workDir, 'photo'),
          thumbnailPath: join(workDir, 'thumbnail'),
        }
      : {
          contentType: 'application/pdf',
          bytes: file.bytes,
          width: null,
          height: null,
          takenAt: null,
          thumbnailBytes: null,
          path: file.path,
          thumbnailPath: null,
        };
  }

  const id = await db.transaction(async (tx) => {
    await repository.lockStorageOf(tx, organisationId);
    // Another upload of the same bytes may have kept them meanwhile: then they are kept once.
    if (kept && !(await repository.findBlob(tx, organisationId, file.sha256))) {
      const usage = await repository.usageOf(tx, organisationId);
      if (usage.bytes + kept.bytes + (kept.thumbnailBytes ?? 0) > quotaBytes)
        throw fileQuotaFull(usage.bytes, quotaBytes);
      await store.put(tx, organisationId, file.sha256, kept.path);
      if (kept.thumbnailPath) await store.put(tx, organisationId, thumbnailKey(file.sha256), kept.thumbnailPath);
      await repository.insertBlob(tx, {
        organisationId,
        sha256: file.sha256,
        contentType: kept.contentType,
        bytes: kept.bytes,
        thumbnailBytes: kept.thumbnailBytes,
        width: kept.width,
        height: kept.height,
        takenAt: kept.takenAt,
      });
    } else if (!(await repository.findBlob(tx, organisationId, file.sha256))) {
      // Kept when this upload began, removed since (its last file deleted): send it again.
      throw fileNotFound();
    }
    const fileId = await repository.insertFile(tx, {
      organisationId,
      entity: fields.entity,
      entityId: fields.entityId,
      sha256: file.sha256,
      name: file.name,
      caption: fields.caption,
      customerVisible: fields.customerVisible ?? false,
      uploadedBy: user.id,
      // The app's clock, as the 24 hours the uploader may delete it in are counted by it.
      createdAt: now.toISOString(),
    });
    await recordEvent(
      tx,
      actorOf(user),
      'file',
      fileId,
      'attached',
      recordChanges(fields.entity, fields.entityId, file.name),
    );
    return fileId;
  });
  return repository.toFile((await repository.findFile(db, organisationId, id))!);
}

const recordChanges = (entity: FileEntity, entityId: string, name: string): AuditChange[] => [
  { field: 'entity', from: null, to: entity },
  { field: 'entityId', from: null, to: entityId },
  { field: 'name', from: null, to: name },
];

/** The file, if it is the workshop's and its record still is (else 404). */
export async function requireFile(db: Database, user: SessionUser, id: string): Promise<repository.FileRecord> {
  const found = await repository.findFile(db, user.organisationId, id);
  if (!found) throw fileNotFound();
  return found;
}

export async function getFile(db: Database, user: SessionUser, id: string): Promise<FileView> {
  return repository.toFile(await requireFile(db, user, id));
}

export async function listFiles(db: Database, user: SessionUser, entity: FileEntity, entityId: string) {
  await requireRecord(db, user, entity, entityId);
  return (await repository.listFiles(db, user.organisationId, entity, entityId)).map(repository.toFile);
}

/** The files of records every member reads (the field pack's jobs): no record is checked one by one. */
export async function filesOfRecords(
  db: Database,
  organisationId: string,
  entity: FileEntity,
  entityIds: readonly string[],
): Promise<FileView[]> {
  return (await repository.listFilesOfRecords(db, organisationId, entity, entityIds)).map(repository.toFile);
}

const isOffice = (user: SessionUser) => roleMay(user.role, 'office');

export async function updateFile(db: Database, user: SessionUser, id: string, input: FileUpdate): Promise<FileView> {
  const found = await requireFile(db, user, id);
  if (!isOffice(user) && found.uploadedBy !== user.id) throw mayNotChangeFile();
  await db.transaction(async (tx) => {
    await repository.updateFile(tx, user.organisationId, id, input);
    const changes: AuditChange[] = [];
    if (input.caption !== undefined && input.caption !== found.caption)
      changes.push({ field: 'caption', from: found.caption, to: input.caption });
    if (input.customerVisible !== undefined && input.customerVisible !== found.customerVisible)
      changes.push({ field: 'customerVisible', from: found.customerVisible, to: input.customerVisible });
    if (changes.length > 0) await recordEvent(tx, actorOf(user), 'file', id, 'changed', changes);
  });
  return getFile(db, user, id);
}

/**
 * Deletes a file: the uploader within 24 hours, office and owner (FIELD.md decision 1). Its bytes go
 * when no other file of the workshop names them.
 */
export async function deleteFile({ db, store }: FilesContext, user: SessionUser, id: string, now: Date) {
  const found = await requireFile(db, user, id);
  const isOwnAndRecent =
    found.uploadedBy === user.id && now.getTime() - Date.parse(found.createdAt) <= UPLOADER_DELETES_WITHIN_MS;
  if (!isOffice(user) && !isOwnAndRecent) throw mayNotDeleteFile();
  await db.transaction(async (tx) => {
    await repository.lockStorageOf(tx, user.organisationId);
    await repository.deleteFile(tx, user.organisationId, id);
    await recordEvent(tx, actorOf(user), 'file', id, 'deleted', [
      { field: 'entity', from: found.entity, to: null },
      { field: 'entityId', from: found.entityId, to: null },
      { field: 'name', from: found.name, to: null },
    ]);
    // Last in the transaction, under the storage lock: no upload can be keeping the same bytes now.
    if (!(await repository.isBlobKept(tx, user.organisationId, found.sha256))) {
      await store.remove(tx, user.organisationId, found.sha256);
      await store.remove(tx, user.organisationId, thumbnailKey(found.sha256));
    }
  });
}

export async function usage(db: Database, user: SessionUser, quotaBytes: number): Promise<FileUsage> {
  return { ...(await repository.usageOf(db, user.organisationId)), quotaBytes };
}

/** Removes bytes no blob names any more (a record deleted with its files): see FileStore.sweep. */
export function sweepFiles(db: Database, store: FileStore, graceMs = 60 * 60 * 1000): Promise<number> {
  return store.sweep(
    db,
    (organisationId, key) => repository.isBlobKept(db, organisationId, key.replace(/\.thumb$/, '')),
    graceMs,
  );
}
