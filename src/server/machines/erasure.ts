import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { machines } from './tables';
import { mentions, scrubbed } from '../db/scrub';

/** An erased customer's machines stay theirs; what their notes (and search text) said of the person goes. Answers how many changed. */
export async function eraseFromMachines(
  db: Database,
  organisationId: string,
  customerId: string,
  patterns: readonly string[],
): Promise<number> {
  const changed = await db
    .update(machines)
    .set({
      notes: scrubbed(sql`${machines.notes}`, patterns),
      searchText: scrubbed(sql`${machines.searchText}`, patterns),
    })
    .where(
      and(
        eq(machines.organisationId, organisationId),
        eq(machines.customerId, customerId),
        sql`(${mentions(sql`${machines.notes}`, patterns)} or ${mentions(sql`${machines.searchText}`, patterns)})`,
      ),
    )
    .returning({ id: machines.id });
  return changed.length;
}
