import { CONTENT_WIDTH, MUTED, PAGE } from './document';
import { singleLine } from './text';

const LEFT_WIDTH = 260;
const RIGHT_X = PAGE.margin + 280;
const RIGHT_WIDTH = CONTENT_WIDTH - 280;
const FACT_NAME_WIDTH = 100;

interface Letterhead {
  /** Who sends the document: its name and the lines under it (address, phone, e-mail). */
  sender: { name: string; contactLines: string[] };
  /** FAKTURA, KREDITFAKTURA, SERVICEBOK. */
  title: string;
  /** A line in red under the title (OFULLSTÄNDIG – FÅR INTE SKICKAS). */
  warning?: string | null;
  /** A line in green under the title and any warning: what became of the document (BETALD 2026-06-15, KREDITERAD). */
  mark?: string | null;
  /** Name and value pairs under the title (Fakturanummer, Datum …). */
  facts: Array<[name: string, value: string]>;
}

/**
 * The top of every document Verkstan prints (an invoice, a service book): the sender on the left, the
 * title and its facts on the right. Answers the lowest point either side reached.
 */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  { sender, title, warning = null, mark = null, facts }: Letterhead,
): number {
  const top = PAGE.margin;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('#000000')
    .text(singleLine(sender.name), PAGE.margin, top, { width: LEFT_WIDTH });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(sender.contactLines.map(singleLine).join('\n'), PAGE.margin, doc.y + 4, { width: LEFT_WIDTH });
  const leftBottom = doc.y;

  // A long title (PERSONALLIGGARE) is set smaller rather than broken over two lines.
  doc.font('bold').fontSize(20);
  const titleSize = Math.min(20, Math.floor((20 * RIGHT_WIDTH) / Math.max(1, doc.widthOfString(title))));
  doc
    .fontSize(titleSize)
    .fillColor('#000000')
    .text(title, RIGHT_X, top, { width: RIGHT_WIDTH, align: 'right', lineBreak: false });
  const notes = [
    { text: warning, color: '#b00020' },
    { text: mark, color: '#1b5e20' },
  ].filter((note): note is { text: string; color: string } => Boolean(note.text));
  notes.forEach(({ text, color }, index) => {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(color)
      .text(text, RIGHT_X, top + 24 + 16 * index, { width: RIGHT_WIDTH, align: 'right' });
  });
  let y = top + (notes.length > 0 ? 24 + 16 * notes.length : 32);
  for (const [name, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(name, RIGHT_X, y, { width: FACT_NAME_WIDTH });
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('#000000')
      .text(singleLine(value), RIGHT_X + FACT_NAME_WIDTH, y, {
        width: RIGHT_WIDTH - FACT_NAME_WIDTH,
        align: 'right',
      });
    // A long value wraps: the next fact starts under it.
    y = Math.max(doc.y, y + 14);
  }
  return Math.max(leftBottom, y);
}
