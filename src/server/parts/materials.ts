import { messages } from '../../shared/messages';
import { partsOfMaterials } from '../../shared/stock-ledger';
import { kronorOf } from '../../shared/validation';
import type { Material } from '../../shared/work-orders';
import type { PartUnit } from '../../shared/parts';
import type { Database } from '../db/client';
import { unknownPart } from './errors';
import { settleWorkOrder } from './ledger';
import * as repository from './repository';

// A work order's materials as the parts feature sees them (docs/stock.md): each names a part of the
// register or is free text; a named part is reserved while the work order is open and drawn from
// stock once it is finished. Work orders call these two through parts/service.ts.

const partIdOf = (material: Material) =>
  typeof material.partId === 'string' && material.partId !== '' ? material.partId.toLowerCase() : null;

/**
 * Materials as stored: a material naming a part of the workshop gets the part's name and sale price
 * where it gives none; a part that is not the workshop's is refused (400, naming the row).
 */
export async function resolveMaterials(
  db: Database,
  organisationId: string,
  materials: Material[],
): Promise<Material[]> {
  const named = materials.map(partIdOf);
  const ids = [...new Set(named.filter((id): id is string => id !== null))];
  const found = new Map((await repository.findPartsByIds(db, organisationId, ids)).map((part) => [part.id, part]));
  const errors = named.flatMap((id, index) =>
    id !== null && !found.has(id) ? [{ field: `materials.${index}.partId`, message: messages.partNotFound }] : [],
  );
  if (errors.length > 0) throw unknownPart().with(errors);
  return materials.map((material, index) => {
    const id = named[index];
    const part = id ? found.get(id)! : null;
    if (!part) return material.partId === '' || material.partId === null ? withoutPart(material) : material;
    const name = material.name?.trim() ? material.name : part.name;
    const unitPrice =
      material.unitPrice === undefined || material.unitPrice === null || material.unitPrice === ''
        ? part.salePriceOre / 100
        : kronorOf(material.unitPrice);
    return { ...material, partId: part.id, name, unitPrice };
  });
}

function withoutPart(material: Material): Material {
  const { partId: _none, ...rest } = material;
  return rest;
}

/**
 * Settles a work order's materials against the ledger, in the work order's transaction: finished, it
 * has drawn exactly its materials' parts; open, cancelled or deleted (no materials), nothing, and
 * anything it drew before goes back. Only the difference moves. Answers what the work order reserves
 * per part (hundredths), for the work order to record.
 */
export async function settleMaterials(
  db: Database,
  organisationId: string,
  workOrder: { id: string; number: string; isFinished: boolean },
  materials: Material[],
): Promise<Map<string, number>> {
  const quantities = partsOfMaterials(materials);
  await settleWorkOrder(db, organisationId, workOrder, workOrder.isFinished ? quantities : new Map());
  return quantities;
}

/** The unit of each material's part (by part id), for the lines of an invoice. */
export async function unitsOfMaterialParts(
  db: Database,
  organisationId: string,
  materials: Material[],
): Promise<Map<string, PartUnit>> {
  const ids = [...new Set(materials.map(partIdOf).filter((id): id is string => id !== null))];
  return new Map(
    (await repository.findPartsByIds(db, organisationId, ids)).map((part) => [part.id, part.unit as PartUnit]),
  );
}

export const namesParts = (materials: Material[]) => materials.some((material) => partIdOf(material) !== null);
