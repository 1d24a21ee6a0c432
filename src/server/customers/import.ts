import { CUSTOMER_IMPORT_COLUMNS, customerInputSchema, type CustomerInput } from '../../shared/customers';
import { messages } from '../../shared/messages';
import type { Database } from '../db/client';
import { importFailure, parseCsv } from '../http/csv-import';
import { takeCustomerNumbers } from './numbers';
import * as repository from './repository';
import { rowValues } from './service';

const csvShape = {
  columns: CUSTOMER_IMPORT_COLUMNS,
  schema: customerInputSchema,
  required: [['name', 'Namn']] as Array<[string, string]>,
  emptyMessage: messages.importEmpty,
  unique: {
    field: 'customerNumber',
    message: messages.importDuplicateNumber,
    valueOf: (input: CustomerInput) => input.customerNumber,
  },
};

/** All or nothing: one transaction; a number already in the register fails its row and writes nothing. */
export async function importCustomers(
  db: Database,
  organisationId: string,
  bytes: Buffer,
  isDryRun = false,
): Promise<{ created: number }> {
  const { inputs } = parseCsv(bytes, csvShape);
  return db.transaction(async (tx) => {
    const given = inputs.map(({ input }) => input.customerNumber).filter((number): number is string => number !== null);
    const taken = await repository.takenCustomerNumbers(tx, organisationId, given);
    const errors = inputs
      .filter(({ input }) => input.customerNumber !== null && taken.has(input.customerNumber))
      .map(({ row }) => ({ row, field: 'customerNumber', message: messages.customerNumberTaken }));
    if (errors.length > 0) throw importFailure(errors);
    if (isDryRun) return { created: inputs.length };
    // Rows without a number take the series' next free ones; given numbers were checked above.
    const unnumbered = inputs.filter(({ input }) => input.customerNumber === null);
    const series = await takeCustomerNumbers(tx, organisationId, unnumbered.length, given);
    const numberOf = new Map(unnumbered.map(({ row }, index) => [row, series[index]!]));
    const rows = inputs.map(({ row, input }) => ({
      row,
      values: { organisationId, ...rowValues(input, input.customerNumber ?? numberOf.get(row)!) },
    }));
    // One statement for the whole file (db/json-insert.ts): the embedded database serves no one else meanwhile.
    const inserted = await repository.insertCustomers(
      tx,
      rows.map(({ values }) => values),
    );
    // A number taken meanwhile: another import or user committed it after the check above.
    const lost = rows.filter(({ values }) => !inserted.has(values.customerNumber));
    if (lost.length > 0)
      throw importFailure(
        lost.map(({ row }) => ({ row, field: 'customerNumber', message: messages.customerNumberTaken })),
      );
    return { created: inputs.length };
  });
}
