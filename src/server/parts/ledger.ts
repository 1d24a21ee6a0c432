import type { Movement, MovementInput } from '../../shared/parts';
import { drawDifferences, movingAverageCost } from '../../shared/stock-ledger';
import type { Database } from '../db/client';
import { toMovement } from './mapper';
import * as repository from './repository';
import { partNotFound, stockNotTracked } from './errors';

// The stock ledger (docs/stock.md): every change of a part's quantity is a movement, and the part's
// on-hand is updated in the same transaction, with its row locked, so the two never disagree.

interface Change {
  type: string;
  quantityHundredths: number;
  unitCostOre: number | null;
  averageCostAfterOre: number | null;
  note: string | null;
  workOrderId: string | null;
}

/** Books a change on a part whose row the transaction holds locked. */
async function apply(db: Database, part: repository.PartRow, change: Change) {
  const onHandAfterHundredths = part.onHandHundredths + change.quantityHundredths;
  await repository.updatePart(db, part.id, {
    onHandHundredths: onHandAfterHundredths,
    averageCostOre: change.averageCostAfterOre,
  });
  return repository.insertMovement(db, {
    organisationId: part.organisationId,
    partId: part.id,
    type: change.type,
    quantityHundredths: change.quantityHundredths,
    unitCostOre: change.unitCostOre,
    note: change.note,
    workOrderId: change.workOrderId,
    onHandAfterHundredths,
    averageCostAfterOre: change.averageCostAfterOre,
  });
}

const hundredths = (units: number) => Math.round(units * 100);

/** What the user books: a receipt (with its cost, which moves the average), a return, an adjustment or a count. */
function changeOf(part: repository.PartRow, input: MovementInput): Change {
  const base = {
    note: input.note,
    workOrderId: null,
    unitCostOre: null,
    averageCostAfterOre: part.averageCostOre,
  };
  switch (input.type) {
    case 'receipt': {
      const received = hundredths(input.quantity);
      const unitCostOre = input.unitCost === null ? null : Math.round(input.unitCost * 100);
      const averageCostAfterOre = movingAverageCost(part.onHandHundredths, part.averageCostOre, received, unitCostOre);
      return { ...base, type: 'receipt', quantityHundredths: received, unitCostOre, averageCostAfterOre };
    }
    case 'return':
      return { ...base, type: 'return', quantityHundredths: -hundredths(input.quantity) };
    case 'adjustment':
      return { ...base, type: 'adjustment', quantityHundredths: hundredths(input.quantity) };
    case 'count':
      // The counted quantity is what is on the shelf: the movement is the difference.
      return {
        ...base,
        type: 'count',
        quantityHundredths: hundredths(input.counted) - part.onHandHundredths,
      };
  }
}

export async function addMovement(
  db: Database,
  organisationId: string,
  partId: string,
  input: MovementInput,
): Promise<Movement> {
  return db.transaction(async (tx) => {
    const part = await repository.lockPart(tx, organisationId, partId);
    if (!part) throw partNotFound();
    if (!part.stocked) throw stockNotTracked().at('type');
    return toMovement(await apply(tx, part, changeOf(part, input)));
  });
}

export async function listMovements(
  db: Database,
  organisationId: string,
  partId: string,
  limit: number,
  offset: number,
) {
  const [part] = await repository.findPartsByIds(db, organisationId, [partId]);
  if (!part) throw partNotFound();
  const { rows, total } = await repository.listMovements(db, partId, limit, offset);
  return { items: rows.map(toMovement), total };
}

/**
 * Brings what a work order has drawn to what it should have drawn (`shouldHaveDrawn`: its materials
 * per part once finished, nothing otherwise), moving exactly the difference, inside the work order's
 * own transaction. Unstocked parts are never drawn. Rows are locked in part order, so that two work
 * orders drawing the same parts queue instead of deadlocking.
 */
export async function settleWorkOrder(
  db: Database,
  organisationId: string,
  workOrder: { id: string; number: string },
  shouldHaveDrawn: Map<string, number>,
): Promise<void> {
  const hasDrawn = await repository.drawnByWorkOrder(db, workOrder.id);
  const named = await repository.findPartsByIds(db, organisationId, [...shouldHaveDrawn.keys()]);
  const stocked = new Set(named.filter((part) => part.stocked).map((part) => part.id));
  const target = new Map([...shouldHaveDrawn].filter(([partId]) => stocked.has(partId)));
  for (const { partId, quantity } of drawDifferences(target, hasDrawn)) {
    const part = await repository.lockPart(db, organisationId, partId);
    if (!part) continue;
    await apply(db, part, {
      type: 'work-order',
      quantityHundredths: quantity,
      // Drawn at what it cost on average: the cost of the job.
      unitCostOre: part.averageCostOre,
      averageCostAfterOre: part.averageCostOre,
      note: `Arbetsorder ${workOrder.number}`,
      workOrderId: workOrder.id,
    });
  }
}

/** On hand × average cost at the end of a day (the accounts at year end), in kronor: today's from the parts, an earlier day's from the ledger. */
export async function stockValue(db: Database, organisationId: string, date: string, today: string) {
  const { valueOre, parts } =
    date >= today
      ? await repository.stockValueNow(db, organisationId)
      : await repository.stockValueAt(db, organisationId, date);
  return { date, value: valueOre / 100, parts };
}
