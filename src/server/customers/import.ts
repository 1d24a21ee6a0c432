import Papa from 'papaparse';
import { CUSTOMER_IMPORT_COLUMNS, customerInputSchema, MAX_IMPORT_ROWS, type CustomerInput } from '../../shared/customers';
import { messages } from '../../shared/messages';
import type { Database } from '../db/client';
import { AppError, badRequest, type FieldError } from '../http/errors';
import { isStorableText } from '../http/input-guard';
import { insertUnderNextCustomerNumber } from './numbers';
import * as repository from './repository';
import { rowValues } from './service';

type ImportError = FieldError & { row: number };

/**
 * Excel saves CSV as Windows-1252 unless told otherwise; UTF-8 (with or without BOM) is read as such.
 * A file that is not valid UTF-8 is Windows-1252: every byte is a character there.
 */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const apiFields = new Set(Object.values(CUSTOMER_IMPORT_COLUMNS));

/** A header cell as a field: the Swedish column name or the API's own, any case. */
function fieldOf(header: string): keyof CustomerInput | null {
  const name = header.trim().toLocaleLowerCase('sv-SE');
  const swedish = Object.hasOwn(CUSTOMER_IMPORT_COLUMNS, name) ? CUSTOMER_IMPORT_COLUMNS[name] : undefined;
  if (swedish) return swedish;
  const api = [...apiFields].find((field) => field.toLowerCase() === name);
  return api ?? null;
}

/** Reads a file into inputs, or throws 400 naming every bad row and field; nothing is written here. */
export function parseCustomerCsv(text: string): Array<{ row: number; input: CustomerInput }> {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimitersToGuess: [';', ','], skipEmptyLines: 'greedy' });
  const [header, ...records] = parsed.data;
  if (!header || records.length === 0) throw badRequest(messages.importEmpty);
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(messages.importTooLarge(MAX_IMPORT_ROWS));
  const fields = header.map(fieldOf);
  const errors: ImportError[] = [];
  header.forEach((name, index) => {
    if (fields[index] === null && name.trim() !== '')
      errors.push({ row: 1, field: name.trim().slice(0, 50), message: messages.importUnknownColumn(name.trim().slice(0, 50)) });
  });
  if (!fields.includes('name')) errors.push({ row: 1, field: 'name', message: messages.importMissingColumn('Namn') });
  if (errors.length > 0) throw importFailure(errors);

  const seen = new Map<string, number>();
  const inputs: Array<{ row: number; input: CustomerInput }> = [];
  records.forEach((record, index) => {
    // Line numbers as the user sees them in the file, the header being line 1 (quoted line breaks aside).
    const row = index + 2;
    const values: Record<string, string> = {};
    fields.forEach((field, column) => {
      if (!field) return;
      const cell = record[column] ?? '';
      if (isStorableText(cell)) values[field] = cell;
      else errors.push({ row, field, message: messages.forbiddenCharacters });
    });
    if (errors.some((error) => error.row === row)) return;
    const result = customerInputSchema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) errors.push({ row, field: String(issue.path[0] ?? 'name'), message: issue.message });
      return;
    }
    const number = result.data.customerNumber;
    if (number !== null) {
      if (seen.has(number)) errors.push({ row, field: 'customerNumber', message: messages.importDuplicateNumber });
      seen.set(number, row);
    }
    inputs.push({ row, input: result.data });
  });
  if (errors.length > 0) throw importFailure(errors);
  return inputs;
}

function importFailure(errors: ImportError[]): AppError {
  const rows = new Set(errors.map((error) => error.row)).size;
  return new AppError(400, messages.importInvalid(rows), errors);
}

/** All or nothing: one transaction; a number already in the register fails its row and writes nothing. */
export async function importCustomers(db: Database, organisationId: string, bytes: Buffer, isDryRun = false): Promise<{ created: number }> {
  const inputs = parseCustomerCsv(decodeCsv(bytes));
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
    for (const { input } of ordered) {
      const tryInsert = (number: string) => repository.insertCustomer(tx, { organisationId, ...rowValues(input, number) });
      const row = input.customerNumber ? await tryInsert(input.customerNumber) : await insertUnderNextCustomerNumber(tx, organisationId, tryInsert);
      if (!row) throw new AppError(409, messages.numbersExhausted);
    }
    return { created: inputs.length };
  });
}
