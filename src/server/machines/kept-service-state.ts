import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A machine's service status as kept on its row (docs/decisions/029): what service plans computed. */
export interface KeptServiceState {
  id: string;
  hasPlan: boolean;
  overdueFrom: string | null;
  dueSoonFrom: string | null;
}

/**
 * Locks the machines whose kept service state is about to be written, in id order, inside the caller's
 * transaction: two writers of one machine's facts then write its state one after the other, each from
 * what the other committed. Service plans compute the state; the machines table stays written here only.
 */
export async function lockMachinesForServiceState(db: Database, organisationId: string, ids: string[]): Promise<void> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return;
  await db.execute(sql`select m.id from machines as m where m.organisation_id = ${organisationId} and m.id = any(${sql.param(sorted)}::uuid[])
    order by m.id for no key update`);
}

/** Writes each machine's kept service state in one statement, inside the caller's transaction. */
export async function keepServiceStates(
  db: Database,
  organisationId: string,
  states: KeptServiceState[],
): Promise<void> {
  if (states.length === 0) return;
  const column = <K extends keyof KeptServiceState>(key: K) => sql.param(states.map((row) => row[key]));
  await db.execute(sql`update machines as m set has_service_plan = s.has_plan, service_overdue_from = s.overdue_from, service_due_soon_from = s.due_soon_from
    from unnest(${column('id')}::uuid[], ${column('hasPlan')}::boolean[], ${column('overdueFrom')}::date[], ${column('dueSoonFrom')}::date[])
      as s(id, has_plan, overdue_from, due_soon_from)
    where m.organisation_id = ${organisationId} and m.id = s.id`);
}
