import { messages } from '../../shared/messages';
import { PART_IMPORT_COLUMNS, partImportSchema, type PartImportInput, type PartInput } from '../../shared/parts';
import type { Database } from '../db/client';
import { adjustCount } from '../db/list-counts';
import { importFailure, parseCsv } from '../http/csv-import';
import * as repository from './repository';
import { PARTS_COUNTED_AS, rowValues } from './service';

const csvShape = {
  columns: PART_IMPORT_COLUMNS,
  schema: partImportSchema,
  required: [
    ['partNumber', 'Artikelnummer'],
    ['name', 'Benämning'],
  ] as Array<[string, string]>,
  emptyMessage: messages.partImportEmpty,
  unique: {
    field: 'partNumber',
    message: messages.importDuplicatePartNumber,
    valueOf: (input: PartImportInput) => input.partNumber,
  },
};

/** A stored part as the input it would have come from. */
function inputOf(part: repository.PartRow): PartInput {
  return {
    partNumber: part.partNumber,
    name: part.name,
    unit: part.unit as PartInput['unit'],
    purchasePrice: part.purchasePriceOre === null ? null : part.purchasePriceOre / 100,
    salePrice: part.salePriceOre / 100,
    supplier: part.supplier,
    location: part.location,
    reorderPoint: part.reorderPointHundredths === null ? null : part.reorderPointHundredths / 100,
    stocked: part.stocked,
  };
}

/** Rows per insert statement. */

/**
 * A supplier's price list: new part numbers become parts, known ones get the details and prices the
 * file has columns for (a shelf or reorder point not in the file stays). Stock is never imported: it
 * moves only through the ledger. All or nothing, in one transaction.
 */
export async function importParts(
  db: Database,
  organisationId: string,
  bytes: Buffer,
  isDryRun = false,
): Promise<{ created: number; updated: number }> {
  const { inputs, fields } = parseCsv(bytes, csvShape);
  return db.transaction(async (tx) => {
    const existing = new Map(
      (
        await repository.findPartsByNumbers(
          tx,
          organisationId,
          inputs.map(({ input }) => input.partNumber),
        )
      ).map((part) => [part.partNumber, part]),
    );
    const unpriced = inputs.filter(({ input }) => input.salePrice === null && !existing.has(input.partNumber));
    if (unpriced.length > 0)
      throw importFailure(
        unpriced.map(({ row }) => ({ row, field: 'salePrice', message: messages.partSalePriceRequired })),
      );
    const updated = inputs.filter(({ input }) => existing.has(input.partNumber)).length;
    if (isDryRun) return { created: inputs.length - updated, updated };
    const created = inputs.filter(({ input }) => !existing.has(input.partNumber));
    // One statement for the new parts and one for the known (db/json-insert.ts): the embedded database serves no one else meanwhile.
    await repository.insertParts(
      tx,
      created.map(({ input }) => ({
        organisationId,
        ...rowValues({ ...input, salePrice: input.salePrice! }),
      })),
    );
    await repository.updateParts(
      tx,
      inputs.flatMap(({ input }) => {
        const part = existing.get(input.partNumber);
        if (!part) return [];
        const fromFile = Object.fromEntries(
          Object.entries(input).filter(
            ([field, value]) => fields.has(field) && !(field === 'salePrice' && value === null),
          ),
        );
        return [{ id: part.id, ...rowValues({ ...inputOf(part), ...fromFile }) }];
      }),
    );
    await adjustCount(tx, organisationId, 'parts', PARTS_COUNTED_AS, inputs.length - updated);
    return { created: inputs.length - updated, updated };
  });
}
