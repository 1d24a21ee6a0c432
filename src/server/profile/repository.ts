import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { organisations, users } from '../db/schema';

/** The person's name and the workshop's name change together, or not at all. */
export async function updateNames(db: Database, userId: string, organisationId: string, name: string, organisationName: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name }).where(eq(users.id, userId));
    await tx.update(organisations).set({ name: organisationName }).where(eq(organisations.id, organisationId));
  });
}
