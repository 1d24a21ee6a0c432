import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvLines as exportCsvLines } from '../export/csv-cells';
import { csvLines, withoutNeutraliser } from './csv-write';

/** What a spreadsheet would run: a cell that starts like a formula and is not a plain number. */
const runs = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(?:[.,]\d+)?$/.test(cell);

const cell = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", ';', '"'), fc.string({ maxLength: 20 }))
    .map(([start, rest]) => start + rest),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => String(value).replace('.', ',')),
);

describe('every CSV the app writes', () => {
  it('writes no cell a spreadsheet would run, and reads back each cell as it was', () => {
    for (const write of [csvLines, exportCsvLines]) {
      fc.assert(
        fc.property(
          fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
          (rows) => {
            const parsed = Papa.parse<string[]>(write(rows), {
              delimiter: ';',
              newline: '\r\n',
              skipEmptyLines: false,
            }).data.slice(0, rows.length);
            expect(parsed.flat().filter(runs)).toEqual([]);
            expect(parsed.map((row) => row.map(withoutNeutraliser))).toEqual(rows);
          },
        ),
        { numRuns: 500 },
      );
    }
  });

  it('neutralises what the review sent out raw, and leaves numbers as numbers', () => {
    const text = csvLines([
      [
        '+HYPERLINK("http://x";"klicka")',
        "-2+3+cmd|' /C calc'!A0",
        '-125,00',
        '+46701234567',
        '+46 70 123 45 67',
        '@SUM(A1)',
      ],
    ]);
    expect(text).toBe(
      `"'+HYPERLINK(""http://x"";""klicka"")";'-2+3+cmd|' /C calc'!A0;-125,00;+46701234567;'+46 70 123 45 67;'@SUM(A1)\r\n`,
    );
  });
});
