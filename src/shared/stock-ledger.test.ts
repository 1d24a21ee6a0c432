import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawDifferences, movingAverageCost, partsOfMaterials } from './stock-ledger';

const parts = ['a', 'b', 'c'];
const workOrderState = fc.record({
  finished: fc.boolean(),
  materials: fc.array(
    fc.record({
      partId: fc.constantFrom(...parts, undefined),
      quantity: fc.integer({ min: 0, max: 5000 }).map((hundredths) => hundredths / 100),
    }),
    {
      maxLength: 5,
    },
  ),
});

describe('what a work order draws', () => {
  it('sums its materials per register part and leaves free text out', () => {
    const quantities = partsOfMaterials([
      { name: 'Oljefilter', partId: 'a', quantity: 2 },
      { name: 'Oljefilter', partId: 'a', quantity: '1,5' },
      { name: 'Trasor', quantity: 3 },
      { name: 'Hydraulolja', partId: 'b' },
    ]);
    expect(Object.fromEntries(quantities)).toEqual({ a: 350, b: 100 });
  });

  it('after any sequence of edits, reopenings and finishes, has drawn exactly its finished materials, and stock moved by exactly that', () => {
    fc.assert(
      fc.property(fc.array(workOrderState, { minLength: 1, maxLength: 12 }), (states) => {
        const drawn = new Map<string, number>();
        const stock = new Map(parts.map((part) => [part, 0]));
        for (const state of states) {
          const target = state.finished ? partsOfMaterials(state.materials) : new Map<string, number>();
          for (const { partId, quantity } of drawDifferences(target, drawn)) {
            drawn.set(partId, (drawn.get(partId) ?? 0) - quantity);
            stock.set(partId, stock.get(partId)! + quantity);
          }
          for (const part of parts) {
            expect(drawn.get(part) ?? 0).toBe(target.get(part) ?? 0);
            expect(stock.get(part)! + (drawn.get(part) ?? 0)).toBe(0);
          }
        }
      }),
    );
  });

  it('moves nothing when nothing changes, and returns everything when the work order goes', () => {
    fc.assert(
      fc.property(workOrderState, (state) => {
        const target = partsOfMaterials(state.materials);
        expect(drawDifferences(target, target)).toEqual([]);
        const returned = drawDifferences(new Map(), target);
        expect(returned.reduce((sum, movement) => sum + movement.quantity, 0)).toBe(
          [...target.values()].reduce((sum, quantity) => sum + quantity, 0),
        );
      }),
    );
  });
});

describe('the moving average cost', () => {
  it('weighs the stock on hand against the receipt', () => {
    expect(movingAverageCost(0, null, 1000, 8900)).toBe(8900);
    expect(movingAverageCost(1000, 8900, 1000, 9900)).toBe(9400);
    expect(movingAverageCost(300, 10000, 100, 6000)).toBe(9000);
    expect(movingAverageCost(-200, 10000, 500, 7000)).toBe(7000);
    expect(movingAverageCost(500, 8000, 500, null)).toBe(8000);
  });

  it('lies between the old average and the new cost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 0, max: 1e7 }),
        (onHand, average, received, cost) => {
          const next = movingAverageCost(onHand, average, received, cost)!;
          expect(next).toBeGreaterThanOrEqual(Math.min(average, cost));
          expect(next).toBeLessThanOrEqual(Math.max(average, cost));
        },
      ),
    );
  });
});
