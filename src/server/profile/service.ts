import { updateUserName } from '../auth/service';
import type { Database } from '../db/client';
import { renameOrganisation } from '../organisations/service';

/** The person's name and the workshop's name change together, or not at all. */
export async function renameUserAndWorkshop(db: Database, userId: string, organisationId: string, name: string, workshopName: string): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUserName(tx, userId, name);
    await renameOrganisation(tx, organisationId, workshopName);
  });
}
