import { materialQuantity, type Material } from './work-orders';

// What a work order reserves and draws (docs/stock.md): the arithmetic, without a database.
// Quantities in hundredths of the part's unit; a draw from stock is a negative movement.

/** The register parts a work order's materials name, summed per part (free-text materials name none). */
export function partsOfMaterials(materials: Material[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const material of materials) {
    if (typeof material.partId !== 'string' || material.partId === '') continue;
    const quantity = Math.round((materialQuantity(material.quantity) ?? 0) * 100);
    quantities.set(material.partId, (quantities.get(material.partId) ?? 0) + quantity);
  }
  return quantities;
}

/**
 * The movements that bring what a work order has drawn to what it should have drawn: its materials
 * once it is finished, nothing while it is open, cancelled or deleted. Only the difference moves, so
 * editing, reopening or finishing again never draws twice. Sorted by part id: the order rows are
 * locked in, so that two work orders never wait for each other.
 */
export function drawDifferences(
  shouldHaveDrawn: Map<string, number>,
  hasDrawn: Map<string, number>,
): Array<{ partId: string; quantity: number }> {
  const partIds = [...new Set([...shouldHaveDrawn.keys(), ...hasDrawn.keys()])].sort();
  return partIds
    .map((partId) => ({
      partId,
      quantity: -((shouldHaveDrawn.get(partId) ?? 0) - (hasDrawn.get(partId) ?? 0)),
    }))
    .filter((movement) => movement.quantity !== 0);
}

/**
 * The moving average cost after a receipt (öre): the stock on hand at its average and the received
 * quantity at its cost, over both; a receipt into empty or negative stock sets it to its own cost.
 */
export function movingAverageCost(
  onHandBefore: number,
  averageBefore: number | null,
  received: number,
  unitCost: number | null,
): number | null {
  if (unitCost === null) return averageBefore;
  if (onHandBefore <= 0 || averageBefore === null) return unitCost;
  return Math.round((onHandBefore * averageBefore + received * unitCost) / (onHandBefore + received));
}
