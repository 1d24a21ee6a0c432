import { and, asc, eq } from 'drizzle-orm';
import type { AuditChange, AuditEntity } from '../../shared/team';
import type { Database } from '../db/client';
import { auditEvents } from './tables';

export type AuditRow = typeof auditEvents.$inferSelect;

export async function insertEvent(
  db: Database,
  event: {
    organisationId: string;
    userId: string | null;
    userName: string;
    entity: AuditEntity;
    entityId: string;
    action: string;
    changes: AuditChange[];
  },
): Promise<void> {
  await db.insert(auditEvents).values(event);
}

/** Many events in one statement per thousand (a bank file's payments). */
export async function insertEvents(db: Database, events: Array<Parameters<typeof insertEvent>[1]>): Promise<void> {
  for (let start = 0; start < events.length; start += 1000)
    await db.insert(auditEvents).values(events.slice(start, start + 1000));
}

/** An entity's events, oldest first; at most `limit` (the trail of one thing stays short, but is bounded). */
export async function listEvents(
  db: Database,
  organisationId: string,
  entity: AuditEntity,
  entityId: string,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.organisationId, organisationId),
        eq(auditEvents.entity, entity),
        eq(auditEvents.entityId, entityId),
      ),
    )
    .orderBy(asc(auditEvents.at), asc(auditEvents.id))
    .limit(limit)
    .offset(offset);
}
