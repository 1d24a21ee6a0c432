import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AuditEntity } from '../../shared/team';
import type { Database } from '../db/client';
import { auditEvents } from './tables';
import { mentions, scrubbedJson } from '../db/scrub';

/** The trail of bookkeeping: who changed an invoice or a payment and from what stays as long as they do. */
export const BOOKKEEPING_ENTITIES: readonly AuditEntity[] = ['invoice', 'payment'];

/**
 * The old and new values in the trail of an erased customer's records (the customer, their jobs, time
 * and bank payments) lose what named the person; who did what, and when, stays. Only the values are
 * scrubbed, read and written back in the caller's transaction: the field names and the JSON around them
 * stay whole (docs/decisions/034). Answers how many changed.
 */
export async function eraseFromTrail(
  db: Database,
  organisationId: string,
  entityIds: readonly string[],
  patterns: readonly string[],
): Promise<number> {
  if (entityIds.length === 0) return 0;
  const candidates = await db
    .select({ id: auditEvents.id, changes: auditEvents.changes })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.organisationId, organisationId),
        inArray(auditEvents.entityId, [...entityIds]),
        notInArray(auditEvents.entity, [...BOOKKEEPING_ENTITIES]),
        mentions(sql`${auditEvents.changes}`, patterns),
      ),
    )
    .for('update');
  let changed = 0;
  for (const row of candidates) {
    const changes = row.changes.map((change) => ({
      ...change,
      from: scrubbedJson(change.from, patterns),
      to: scrubbedJson(change.to, patterns),
    }));
    if (JSON.stringify(changes) === JSON.stringify(row.changes)) continue;
    await db
      .update(auditEvents)
      .set({ changes })
      .where(and(eq(auditEvents.organisationId, organisationId), eq(auditEvents.id, row.id)));
    changed += 1;
  }
  return changed;
}
