import { eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { kronorOf } from '../../shared/validation';
import { partsOfMaterials } from '../../shared/stock-ledger';
import type { Database } from '../db/client';
import { workOrderParts } from '../db/schema';
import { badRequest } from '../http/errors';
import { partsByIds } from '../parts/service';

// The register parts a work order's materials name (docs/stock.md): reserved while it is open, drawn
// when it is finished. The table is the work order's own data, written with it.

type MaterialRecord = Record<string, unknown> & { partId?: unknown; name?: unknown; unitPrice?: unknown };

/**
 * Materials as stored: a material naming a part of the workshop gets the part's name and sale price
 * where it gives none; a part that is not the workshop's is refused (400, naming the row).
 */
export async function resolveMaterials(db: Database, organisationId: string, materials: unknown[]) {
  const named = (materials as MaterialRecord[]).map((material) =>
    typeof material.partId === 'string' && material.partId !== '' ? material.partId.toLowerCase() : null,
  );
  const ids = [...new Set(named.filter((id): id is string => id !== null))];
  const found = new Map((await partsByIds(db, organisationId, ids)).map((part) => [part.id, part]));
  const errors = named.flatMap((id, index) => (id !== null && !found.has(id) ? [{ field: `materials.${index}.partId`, message: messages.partNotFound }] : []));
  if (errors.length > 0) throw badRequest(messages.partNotFound, errors);
  const resolved = (materials as MaterialRecord[]).map((material, index) => {
    const part = named[index] ? found.get(named[index])! : null;
    if (!part) return material.partId === '' || material.partId === null ? omitPart(material) : material;
    const name = typeof material.name === 'string' && material.name.trim() ? material.name : part.name;
    const unitPrice =
      material.unitPrice === undefined || material.unitPrice === null || material.unitPrice === '' ? part.salePriceOre / 100 : kronorOf(material.unitPrice);
    return { ...material, partId: part.id, name, unitPrice };
  });
  return { materials: resolved, quantities: partsOfMaterials(resolved) };
}

function omitPart(material: MaterialRecord) {
  const { partId: _none, ...rest } = material;
  return rest;
}

export const namesParts = (materials: unknown[]) =>
  (materials as MaterialRecord[]).some((material) => typeof material.partId === 'string' && material.partId !== '');

/** Replaces the parts the work order names; in the caller's transaction. */
export async function setWorkOrderParts(db: Database, workOrderId: string, quantities: Map<string, number>): Promise<void> {
  await db.delete(workOrderParts).where(eq(workOrderParts.workOrderId, workOrderId));
  if (quantities.size > 0) {
    await db.insert(workOrderParts).values([...quantities].map(([partId, quantityHundredths]) => ({ workOrderId, partId, quantityHundredths })));
  }
}
