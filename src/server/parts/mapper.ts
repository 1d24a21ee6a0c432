import type { Movement, MovementType, Part, PartUnit } from '../../shared/parts';
import type { MovementRow, PartRecord } from './repository';

const units = (hundredths: number) => hundredths / 100;
const kronor = (ore: number | null) => (ore === null ? null : ore / 100);

/** Low: stocked, and available at or below its reorder point, or on hand below zero (used before its delivery was booked). */
export function isLowStock(part: PartRecord['part'], reservedHundredths: number): boolean {
  if (!part.stocked) return false;
  if (part.onHandHundredths < 0) return true;
  return (
    part.reorderPointHundredths !== null && part.onHandHundredths - reservedHundredths <= part.reorderPointHundredths
  );
}

export function toPart({ part, reservedHundredths }: PartRecord): Part {
  return {
    id: part.id,
    partNumber: part.partNumber,
    name: part.name,
    unit: part.unit as PartUnit,
    purchasePrice: kronor(part.purchasePriceOre),
    salePrice: part.salePriceOre / 100,
    supplier: part.supplier,
    location: part.location,
    reorderPoint: part.reorderPointHundredths === null ? null : units(part.reorderPointHundredths),
    stocked: part.stocked,
    onHand: units(part.onHandHundredths),
    reserved: units(reservedHundredths),
    available: units(part.onHandHundredths - reservedHundredths),
    averageCost: kronor(part.averageCostOre),
    isLow: isLowStock(part, reservedHundredths),
    createdAt: new Date(part.createdAt).toISOString(),
  };
}

export function toMovement(row: MovementRow): Movement {
  return {
    id: row.id,
    partId: row.partId,
    type: row.type as MovementType,
    quantity: units(row.quantityHundredths),
    unitCost: kronor(row.unitCostOre),
    note: row.note,
    workOrderId: row.workOrderId,
    onHandAfter: units(row.onHandAfterHundredths),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** What a mechanic reads of a part: no purchase price, no average cost (docs/team.md decision 1). */
export function withoutCosts(part: Part): Part {
  return { ...part, purchasePrice: null, averageCost: null };
}

export function movementWithoutCost(movement: Movement): Movement {
  return { ...movement, unitCost: null };
}
