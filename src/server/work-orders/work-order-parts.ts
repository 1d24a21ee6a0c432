import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { workOrderParts } from './tables';

// The register parts a work order's materials name (docs/stock.md): reserved while it is open. The
// table is the work order's own record, written with it; the parts feature reads it through the
// view part_reservations.

/** Replaces the parts the work order names; in the caller's transaction. */
export async function setWorkOrderParts(
  db: Database,
  organisationId: string,
  workOrderId: string,
  quantities: Map<string, number>,
): Promise<void> {
  await db
    .delete(workOrderParts)
    .where(and(eq(workOrderParts.organisationId, organisationId), eq(workOrderParts.workOrderId, workOrderId)));
  if (quantities.size > 0) {
    await db.insert(workOrderParts).values(
      [...quantities].map(([partId, quantityHundredths]) => ({
        organisationId,
        workOrderId,
        partId,
        quantityHundredths,
      })),
    );
  }
}
