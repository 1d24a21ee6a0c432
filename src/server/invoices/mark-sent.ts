import type { Database } from '../db/client';
import * as repository from './repository';

/** Records when the invoice was last sent (the sending sub-feature's mail, in its transaction). */
export async function markSent(db: Database, organisationId: string, id: string, at: Date): Promise<void> {
  await repository.updateInvoice(db, organisationId, id, { sentAt: at.toISOString() });
}
