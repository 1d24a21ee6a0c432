import { CONTENT_BOTTOM, CONTENT_WIDTH, drawRule, PAGE } from './document';
import { singleLine } from './text';

// A document's sections and tables (the service book, the staff ledger): single lines that carry over pages.

type Doc = PDFKit.PDFDocument;

export interface Column {
  x: number;
  width: number;
  align: 'left' | 'right';
  /** Wraps onto further lines of its row rather than being cut (a person's name in a legal record). */
  wraps?: boolean;
}

/** A new page when fewer than `height` points are left above the footer. */
export function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > CONTENT_BOTTOM) doc.addPage();
}

/** A heading in bold with a rule under it. */
export function sectionTitle(doc: Doc, title: string) {
  ensureRoom(doc, 60);
  doc.moveDown(1);
  doc.font('bold').fontSize(12).fillColor('#000000').text(title, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  drawRule(doc, doc.y + 2, '#999999');
  doc.y += 8;
}

/** The text cut with an ellipsis to fit the width in the current font: a cell never wraps onto the next row. */
function fitted(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 0 && doc.widthOfString(`${text.slice(0, end)}…`) > width) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

const LINE_HEIGHT = 14;

/** A table, header in bold: cells on one line, cut to fit, unless their column wraps; rows past the page start on the next one. */
export function drawTable(doc: Doc, columns: Column[], rows: string[][]) {
  for (const [index, row] of rows.entries()) {
    doc.font(index === 0 ? 'bold' : 'regular').fontSize(9);
    const cells = row.map(singleLine);
    const height = Math.max(
      LINE_HEIGHT,
      ...cells.map((cell, column) =>
        columns[column]!.wraps ? doc.heightOfString(cell, { width: columns[column]!.width }) + 3 : 0,
      ),
    );
    ensureRoom(doc, height + 2);
    const y = doc.y;
    cells.forEach((cell, column) => {
      const { x, width, align, wraps = false } = columns[column]!;
      const style = doc
        .font(index === 0 ? 'bold' : 'regular')
        .fontSize(9)
        .fillColor('#000000');
      if (wraps) style.text(cell, x, y, { width, align });
      else style.text(fitted(doc, cell, width), x, y, { width, align, lineBreak: false });
    });
    doc.y = y + height;
  }
}
