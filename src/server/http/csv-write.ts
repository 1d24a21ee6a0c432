import Papa from 'papaparse';

// Every CSV the app writes goes through here (issue 44 point 10), and every import reads it back
// through `withoutNeutraliser`, so that the registers' CSVs still import as they were exported.

/** What a spreadsheet may read as the start of a formula (or a DDE command) when it opens a CSV. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as our files and a Swedish spreadsheet write it: "-125,00", "+46701234567", "3.5". */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * Whether the cell gets a leading apostrophe: it starts like a formula and is not a plain number, or
 * it is such a cell behind apostrophes of its own ("'=x" is written "''=x", so that it reads back as typed).
 */
const needsMark = (cell: string) => {
  const bare = cell.replace(/^'+/, '');
  return FORMULA_START.test(bare) && !PLAIN_NUMBER.test(bare);
};

/** The cell as text a spreadsheet never runs ("'+HYPERLINK(…)", "'-2+3+cmd|…", "'+46 70 123 45 67"); numbers stay numbers. */
export function neutralisedCell(cell: string): string {
  return needsMark(cell) ? `'${cell}` : cell;
}

/** The cell as it was before `neutralisedCell`, for an import of a file we wrote. */
export function withoutNeutraliser(cell: string): string {
  return cell.startsWith("'") && needsMark(cell.slice(1)) ? cell.slice(1) : cell;
}

/** CSV lines as Excel in Sweden writes them: `;`, CRLF after each line, every cell neutralised. */
export function csvLines(rows: string[][]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(
    rows.map((row) => row.map(neutralisedCell)),
    { delimiter: ';', newline: '\r\n', escapeFormulae: false },
  )}\r\n`;
}
