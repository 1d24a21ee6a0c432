import type { Part, PartInput } from '../../shared/parts';
import { likePattern, searchText } from '../../shared/text-keys';
import type { Database } from '../db/client';
import { isStillReferenced } from '../db/errors';
import { adjustCount } from '../db/list-counts';
import { toPart } from './mapper';
import * as repository from './repository';
import { partHasMovements, partNotFound, partOnWorkOrders } from './errors';

export const DEFAULT_PAGE_SIZE = 100;
/** Parts have no status: the list's total is one counter (list_counts). */
export const PARTS_COUNTED_AS = 'all';

const ore = (kronor: number | null) => (kronor === null ? null : Math.round(kronor * 100));
const hundredths = (units: number | null) => (units === null ? null : Math.round(units * 100));

/** A part's details as stored; its stock is the ledger's (ledger.ts). */
export function rowValues(input: PartInput) {
  return {
    partNumber: input.partNumber,
    name: input.name,
    unit: input.unit,
    purchasePriceOre: ore(input.purchasePrice),
    salePriceOre: ore(input.salePrice)!,
    supplier: input.supplier,
    location: input.location,
    reorderPointHundredths: hundredths(input.reorderPoint),
    stocked: input.stocked,
    searchText: searchText(input.partNumber, input.name, input.supplier, input.location),
  };
}

export async function listParts(
  db: Database,
  organisationId: string,
  query: {
    q?: string | undefined;
    belowReorder?: string | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  },
) {
  const filter = {
    pattern: query.q?.trim() ? likePattern(query.q) : null,
    belowReorder: query.belowReorder === 'true',
  };
  const { rows, total } = await repository.listParts(
    db,
    organisationId,
    filter,
    query.limit ?? DEFAULT_PAGE_SIZE,
    query.offset ?? 0,
  );
  return { items: rows.map(toPart), total };
}

export async function getPart(db: Database, organisationId: string, id: string): Promise<Part> {
  const record = await repository.findPart(db, organisationId, id);
  if (!record) throw partNotFound();
  return toPart(record);
}

/** A taken part number answers 409 through the unique index (constraints.ts), races included. */
export async function createPart(db: Database, organisationId: string, input: PartInput): Promise<Part> {
  const id = await db.transaction(async (tx) => {
    const row = await repository.insertPart(tx, { organisationId, ...rowValues(input) });
    await adjustCount(tx, organisationId, 'parts', PARTS_COUNTED_AS, 1);
    return row.id;
  });
  return getPart(db, organisationId, id);
}

export async function updatePart(db: Database, organisationId: string, id: string, input: PartInput): Promise<Part> {
  await db.transaction(async (tx) => {
    if (!(await repository.lockPart(tx, organisationId, id))) throw partNotFound();
    await repository.updatePart(tx, id, rowValues(input));
  });
  return getPart(db, organisationId, id);
}

/** The ledger is never rewritten: a part with movements stays, as does one that work orders name. */
export async function deletePart(db: Database, organisationId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repository.lockPart(tx, organisationId, id))) throw partNotFound();
    if (await repository.hasMovements(tx, id)) throw partHasMovements();
    try {
      await repository.deletePart(tx, id);
      await adjustCount(tx, organisationId, 'parts', PARTS_COUNTED_AS, -1);
    } catch (error) {
      if (isStillReferenced(error)) throw partOnWorkOrders();
      throw error;
    }
  });
}

// A work order's materials: resolved against the register, and settled against the ledger (materials.ts).
export { namesParts, resolveMaterials, settleMaterials, unitsOfMaterialParts } from './materials';
export { fieldPartsJson } from './field-parts';
