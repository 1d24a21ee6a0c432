import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isActiveMember, memberIdsAmong } from '../auth/service';
import type { Database } from '../db/client';
import { workOrderAssignees } from './tables';
import { assigneesInvalid } from './errors';

// Who is on a work order (docs/team.md decision 6). A removed member's assignment is kept but no longer shown.

/**
 * The ids as a JSON array, a subquery on a work order given as an SQL expression (for the list's JSON);
 * active members only, by auth's rule (auth/member-sql.ts, said once there).
 */
export const assigneeIdsJson = (workOrderId: SQL) =>
  sql`(select coalesce(json_agg(a.user_id order by a.user_id), '[]'::json) from work_order_assignees as a where a.work_order_id = ${workOrderId} and ${isActiveMember(sql`a.user_id`)})`;

/** Whether the work order (an SQL expression) has the member on it, for the list's `?assignee=`. */
export const hasAssignee = (workOrderId: SQL, userId: string) =>
  sql`exists (select 1 from work_order_assignees as a where a.work_order_id = ${workOrderId} and a.user_id = ${userId})`;

/** Only the workshop's members can be put on a job: anything else answers 400. */
export async function requireMembers(db: Database, organisationId: string, ids: string[]): Promise<void> {
  const members = await memberIdsAmong(db, organisationId, ids);
  if (members.length !== ids.length) throw assigneesInvalid().at('assigneeIds');
}

/** Replaces who is on the work order; in the caller's transaction. */
export async function setAssignees(
  db: Database,
  organisationId: string,
  workOrderId: string,
  userIds: string[],
): Promise<void> {
  await db
    .delete(workOrderAssignees)
    .where(and(eq(workOrderAssignees.organisationId, organisationId), eq(workOrderAssignees.workOrderId, workOrderId)));
  if (userIds.length > 0)
    await db.insert(workOrderAssignees).values(userIds.map((userId) => ({ organisationId, workOrderId, userId })));
}
