import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import type { z } from 'zod';
import { messages } from '../../shared/messages';
import type { AppError, FieldError } from './error-factory';
import {
  csvRequired,
  importEmpty,
  importInvalid,
  importMalformed,
  importTooLarge,
  importTooManyColumns,
} from './errors';
import { withoutNeutraliser } from './csv-write';
import { isStorableText } from './input-guard';

// Reading a register's CSV import (docs/workshop.md, Imports): any register, all or nothing.

export type ImportError = FieldError & { row: number };

/** The largest file an import reads. */
export const MAX_IMPORT_ROWS = 5000;

/**
 * No register has more than a dozen columns; a wider header is refused before a row is read, since the
 * work of checking a file grows with columns × rows (a 1 MB header of separators would stall the server).
 */
export const MAX_IMPORT_COLUMNS = 50;

/** The errors an answer lists; the message still counts every bad row. */
export const MAX_IMPORT_ERRORS = 200;

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

/** 400 naming every bad row and field; nothing is written. */
export function importFailure(errors: ImportError[]): AppError {
  const rows = new Set(errors.map((error) => error.row)).size;
  return importInvalid(rows).with(errors.slice(0, MAX_IMPORT_ERRORS));
}

export interface CsvShape<S extends z.ZodType> {
  /** Swedish column names (lower case) and the API field each is. */
  columns: Record<string, string>;
  schema: S;
  /** Fields that must have a column, with the Swedish name the message gives. */
  required: Array<[field: string, swedishName: string]>;
  emptyMessage: string;
  /** A field whose value may come only once in the file. */
  unique?: { field: string; message: string; valueOf(input: z.infer<S>): string | null };
}

/**
 * Reads a file into checked inputs with their line numbers (the header is line 1), and the fields it
 * has columns for (an update changes only those), or throws 400 with every bad row.
 */
export function parseCsv<S extends z.ZodType>(
  bytes: Buffer,
  shape: CsvShape<S>,
): { inputs: Array<{ row: number; input: z.infer<S> }>; fields: Set<string> } {
  const text = decodeCsv(bytes).replace(/^\uFEFF/, '');
  const options: Papa.ParseConfig<string[]> = { delimitersToGuess: [';', ','], skipEmptyLines: 'greedy' };
  const headerOnly = Papa.parse<string[]>(text, { ...options, preview: 1 }).data[0];
  if (headerOnly && headerOnly.length > MAX_IMPORT_COLUMNS) throw importTooManyColumns(MAX_IMPORT_COLUMNS);
  const parsed = Papa.parse<string[]>(text, options);
  // A quote that never closes swallows the rest of the file into one cell: refuse it whole.
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) throw importMalformed(lineOfRecord(text, parsed, quoteError.row));
  const [header, ...records] = parsed.data;
  if (!header || records.length === 0) throw importEmpty(shape.emptyMessage);
  if (records.length > MAX_IMPORT_ROWS) throw importTooLarge(MAX_IMPORT_ROWS);
  const apiFields = new Set(Object.values(shape.columns));
  const fieldOf = (cell: string) => {
    const name = cell.trim().toLocaleLowerCase('sv-SE');
    if (Object.hasOwn(shape.columns, name)) return shape.columns[name]!;
    return [...apiFields].find((field) => field.toLowerCase() === name) ?? null;
  };
  const fields = header.map(fieldOf);
  const errors: ImportError[] = [];
  header.forEach((name, index) => {
    if (fields[index] === null && name.trim() !== '')
      errors.push({
        row: 1,
        field: name.trim().slice(0, 50),
        message: messages.importUnknownColumn(name.trim().slice(0, 50)),
      });
  });
  for (const [field, swedishName] of shape.required) {
    if (!fields.includes(field)) errors.push({ row: 1, field, message: messages.importMissingColumn(swedishName) });
  }
  if (errors.length > 0) throw importFailure(errors);

  const mapped = fields.flatMap((field, column) => (field ? [[field, column] as const] : []));
  const seen = new Set<string>();
  const inputs: Array<{ row: number; input: z.infer<S> }> = [];
  records.forEach((record, index) => {
    // Line numbers as the user sees them in the file, the header being line 1 (quoted line breaks aside).
    const row = index + 2;
    const values: Record<string, string> = {};
    for (const [field, column] of mapped) {
      const cell = withoutNeutraliser(record[column] ?? '');
      if (isStorableText(cell)) values[field] = cell;
      else errors.push({ row, field, message: messages.forbiddenCharacters });
    }
    if (errors.some((error) => error.row === row)) return;
    const result = shape.schema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues)
        errors.push({
          row,
          field: String(issue.path[0] ?? shape.required[0]?.[0] ?? ''),
          message: issue.message,
        });
      return;
    }
    const input = result.data as z.infer<S>;
    const key = shape.unique?.valueOf(input) ?? null;
    if (key !== null) {
      if (seen.has(key)) errors.push({ row, field: shape.unique!.field, message: shape.unique!.message });
      seen.add(key);
    }
    inputs.push({ row, input });
  });
  if (errors.length > 0) throw importFailure(errors);
  return { inputs, fields: new Set(fields.filter((field): field is string => field !== null)) };
}

/** The file's line (1 = the header) where Papa's record `index` starts, for a message the user can find. */
function lineOfRecord(text: string, parsed: Papa.ParseResult<string[]>, index: number | undefined): number {
  const record = Math.max(0, Math.min(index ?? parsed.data.length - 1, parsed.data.length - 1));
  // Records before it may hold quoted line breaks; count the lines their cells span.
  let line = 1;
  for (let row = 0; row < record; row += 1)
    line += 1 + (parsed.data[row] ?? []).reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
  return Math.min(line, text.split('\n').length);
}

/** Lets a plugin's routes take a CSV file as its own bytes: its encoding is decided when it is read. */
export function acceptCsv(app: FastifyInstance): void {
  app.addContentTypeParser(['text/csv', 'application/vnd.ms-excel'], { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
}

/** The file sent, or 415 when the body is not one. */
export function csvBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw csvRequired();
  return body;
}
