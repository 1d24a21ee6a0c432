import type { FileEntity } from '../../shared/files';
import { roleMay, type Access } from '../../shared/roles';
import type { SessionUser } from '../cache/session-cache';
import type { Database } from '../db/client';
import { AppError } from '../http/error-factory';
import { forbidden } from '../auth/errors';
import { requireCustomer } from '../customers/service';
import { machineExists } from '../machines/service';
import { getPart } from '../parts/service';
import { quoteExists } from '../quotes/service';
import { workOrderExists } from '../work-orders/service';
import { fileRecordNotFound } from './errors';

type Exists = (db: Database, organisationId: string, id: string) => Promise<boolean>;

/** A feature's 404 read as "not there"; anything else is still an error. */
const foundBy =
  (find: (db: Database, organisationId: string, id: string) => Promise<unknown>): Exists =>
  (db, organisationId, id) =>
    find(db, organisationId, id).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) return false;
        throw error;
      },
    );

/** Each kind of record with how its feature says it is there. */
const exists: Record<FileEntity, Exists> = {
  workOrder: workOrderExists,
  machine: machineExists,
  customer: foundBy(requireCustomer),
  part: foundBy(getPart),
  quote: quoteExists,
};

/** Who may edit each kind of record, as its routes say, and so attach to it (FIELD.md decision 1). */
const editors: Record<FileEntity, Access> = {
  workOrder: 'member',
  machine: 'member',
  customer: 'member',
  part: 'office',
  // A quote is written by the office (QUOTES.md, API contract); members read it and its photos.
  quote: 'office',
};

/** The record is the workshop's (else 404, another workshop's too); members read every kind. */
export async function requireRecord(db: Database, user: SessionUser, entity: FileEntity, entityId: string) {
  if (!(await exists[entity](db, user.organisationId, entityId))) throw fileRecordNotFound();
}

/** The record is there and the caller may edit it (else 404, then 403). */
export async function requireEditableRecord(db: Database, user: SessionUser, entity: FileEntity, entityId: string) {
  await requireRecord(db, user, entity, entityId);
  if (!roleMay(user.role, editors[entity])) throw forbidden();
}
