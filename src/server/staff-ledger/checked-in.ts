import type { Database } from '../db/client';
import { findOpenShift } from './repository';

/** Whether the member has an open shift now: the field pack's `me.checkedIn` (FIELD.md decision 6). */
export async function isCheckedIn(db: Database, organisationId: string, userId: string): Promise<boolean> {
  return (await findOpenShift(db, organisationId, { userId })) !== null;
}
