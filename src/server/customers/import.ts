import { CUSTOMER_IMPORT_COLUMNS, customerInputSchema, type CustomerInput } from '../../shared/customers';
import { messages } from '../../shared/messages';
import type { Database } from '../db/client';
import { importFailure, parseCsv } from '../http/csv-import';
import { AppError } from '../http/errors';
import { insertUnderNextCustomerNumber } from './numbers';
import * as repository from './repository';
import { rowValues } from './service';

const csvShape = {
  columns: CUSTOMER_IMPORT_COLUMNS,
  schema: customerInputSchema,
  required: [['name', 'Namn']] as Array<[string, string]>,
  emptyMessage: messages.importEmpty,
  unique: { field: 'customerNumber', message: messages.importDuplicateNumber, valueOf: (input: CustomerInput) => input.customerNumber },
};

/** All or nothing: one transaction; a number already in the register fails its row and writes nothing. */
export async function importCustomers(db: Database, organisationId: string, bytes: Buffer, isDryRun = false): Promise<{ created: number }> {
  const { inputs } = parseCsv(bytes, csvShape);
  return db.transaction(async (tx) => {
    const given = inputs.map(({ input }) => input.customerNumber).filter((number): number is string => number !== null);
    const taken = await repository.takenCustomerNumbers(tx, organisationId, given);
    const errors = inputs
      .filter(({ input }) => input.customerNumber !== null && taken.has(input.customerNumber))
      .map(({ row }) => ({ row, field: 'customerNumber', message: messages.customerNumberTaken }));
    if (errors.length > 0) throw importFailure(errors);
    if (isDryRun) return { created: inputs.length };
    // Given numbers first, so that the series skips them rather than colliding.
    const ordered = [...inputs.filter(({ input }) => input.customerNumber !== null), ...inputs.filter(({ input }) => input.customerNumber === null)];
    for (const { row, input } of ordered) {
      const tryInsert = (number: string) => repository.insertCustomer(tx, { organisationId, ...rowValues(input, number) });
      const inserted = input.customerNumber ? await tryInsert(input.customerNumber) : await insertUnderNextCustomerNumber(tx, organisationId, tryInsert);
      // A given number taken meanwhile: another import or user committed it after the check above.
      if (!inserted && input.customerNumber) throw importFailure([{ row, field: 'customerNumber', message: messages.customerNumberTaken }]);
      if (!inserted) throw new AppError(409, messages.numbersExhausted);
    }
    return { created: inputs.length };
  });
}
