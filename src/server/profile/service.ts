import { maskedPersonalNumber } from '../../shared/identity';
import { recordEvent } from '../audit/service';
import { findMember, updatePersonalNumber, updateUserName } from '../auth/service';
import type { SessionUser } from '../cache/session-cache';
import type { Database } from '../db/client';
import { renameOrganisation } from '../organisations/service';

/**
 * The person's name (and personnummer, when sent) and the workshop's name (when sent) change together,
 * or not at all. A new personnummer is a trail event that keeps only its birth date.
 */
export async function renameUserAndWorkshop(
  db: Database,
  user: SessionUser,
  name: string,
  workshopName: string | undefined,
  personalNumber: string | null | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await updateUserName(tx, user.id, name);
    if (workshopName !== undefined) await renameOrganisation(tx, user.organisationId, workshopName);
    if (personalNumber === undefined) return;
    const before = (await findMember(tx, user.organisationId, user.id))?.personalNumber ?? null;
    if (before === personalNumber) return;
    await updatePersonalNumber(tx, user.id, personalNumber);
    await recordEvent(tx, user, 'member', user.id, 'updated', [
      {
        field: 'personalNumber',
        from: maskedPersonalNumber(before),
        to: maskedPersonalNumber(personalNumber),
      },
    ]);
  });
}

/** One's own personnummer, read fresh: the session keeps none. */
export async function personalNumberOf(db: Database, user: SessionUser): Promise<string | null> {
  return (await findMember(db, user.organisationId, user.id))?.personalNumber ?? null;
}
