import type { AuditChange, AuditEntity, AuditEvent } from '../../shared/team';
import type { Database } from '../db/client';
import * as repository from './repository';

/** Who did it, as the trail remembers them: their name stays as it was when they did it. */
export interface Actor {
  id: string;
  name: string;
  organisationId: string;
}

/** Writes one event in the caller's transaction: the trail and the change commit together or not at all. */
export async function recordEvent(
  db: Database,
  actor: Actor,
  entity: AuditEntity,
  entityId: string,
  action: string,
  changes: AuditChange[] = [],
): Promise<void> {
  await repository.insertEvent(db, {
    organisationId: actor.organisationId,
    userId: actor.id,
    userName: actor.name,
    entity,
    entityId,
    action,
    changes,
  });
}

/** Many events of one actor in the caller's transaction, in few statements. */
export async function recordEvents(
  db: Database,
  actor: Actor,
  events: Array<{ entity: AuditEntity; entityId: string; action: string; changes: AuditChange[] }>,
): Promise<void> {
  await repository.insertEvents(
    db,
    events.map((event) => ({
      organisationId: actor.organisationId,
      userId: actor.id,
      userName: actor.name,
      ...event,
    })),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields (by their API names) whose values differ between before and after. */
export function changesBetween<T extends object>(
  before: T,
  after: T,
  fields: ReadonlyArray<keyof T & string>,
): AuditChange[] {
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

export async function eventsOf(
  db: Database,
  organisationId: string,
  entity: AuditEntity,
  entityId: string,
  limit: number,
  offset: number,
): Promise<AuditEvent[]> {
  const rows = await repository.listEvents(db, organisationId, entity, entityId, limit, offset);
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    userId: row.userId,
    userName: row.userName,
    entity: row.entity as AuditEntity,
    entityId: row.entityId,
    action: row.action,
    changes: row.changes,
  }));
}

/** An event caused by someone without an account (a customer answering on a link): named, never a user. */
export async function recordOutsideEvent(
  db: Database,
  organisationId: string,
  who: string,
  entity: AuditEntity,
  entityId: string,
  action: string,
  changes: AuditChange[] = [],
): Promise<void> {
  await repository.insertEvent(db, { organisationId, userId: null, userName: who, entity, entityId, action, changes });
}
