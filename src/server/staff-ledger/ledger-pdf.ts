import { CONTENT_WIDTH, drawFooters, MUTED, PAGE, startDocument } from '../pdf/document';
import { drawLetterhead } from '../pdf/letterhead';
import { drawTable, ensureRoom, sectionTitle, type Column } from '../pdf/table';
import type { LedgerDocument } from './ledger-document';

/** The staff ledger of a period on A4: what an inspector from Skatteverket may ask to take along. */
export function renderLedgerPdf(ledger: LedgerDocument): Promise<Buffer> {
  const { doc, bytes } = startDocument({
    Title: `Personalliggare ${ledger.period}`,
    Author: ledger.business.name,
  });
  const identity = [
    ledger.business.name,
    ledger.business.orgNumber ? `Org.nr ${ledger.business.orgNumber}` : 'Organisationsnummer saknas',
  ];
  const bottom = drawLetterhead(doc, {
    sender: { name: ledger.business.name, contactLines: [identity[1]!] },
    title: 'PERSONALLIGGARE',
    facts: [
      ['Period', ledger.period],
      ['Utskriven', ledger.printedAt],
    ],
  });
  doc.y = bottom + 12;
  if (ledger.exemptNote !== null)
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Undantagen från personalliggare: ${ledger.exemptNote}`, PAGE.margin, doc.y, {
        width: CONTENT_WIDTH,
      });

  sectionTitle(doc, 'Pass');
  if (ledger.rows.length === 0)
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text('Inga pass under perioden.', PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  else {
    // A name, a check-out on another day and a stamp's "registrerad offline" (FIELD.md decision 9) wrap
    // within their row: a legal record is never cut short.
    const columns: Column[] = [
      { x: PAGE.margin, width: 112, align: 'left', wraps: true },
      { x: PAGE.margin + 116, width: 78, align: 'left' },
      { x: PAGE.margin + 198, width: 58, align: 'left' },
      { x: PAGE.margin + 260, width: 82, align: 'left', wraps: true },
      { x: PAGE.margin + 346, width: 82, align: 'left', wraps: true },
      { x: PAGE.margin + 432, width: CONTENT_WIDTH - 432, align: 'right' },
    ];
    drawTable(doc, columns, [['Namn', 'Personnummer', 'Datum', 'In', 'Ut', 'Timmar'], ...ledger.rows]);
    if (ledger.corrections.length > 0)
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(MUTED)
        .text('* rättad tid, se Rättelser.', PAGE.margin, doc.y + 4, { width: CONTENT_WIDTH });
  }

  if (ledger.corrections.length > 0) {
    sectionTitle(doc, 'Rättelser');
    // Each in full, however long the reason: a paragraph, not a table cell.
    for (const correction of ledger.corrections) {
      ensureRoom(doc, 40);
      doc
        .font('bold')
        .fontSize(9)
        .fillColor('#000000')
        .text(correction.heading, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
      doc
        .font('regular')
        .fontSize(9)
        .text(correction.change, PAGE.margin, doc.y + 1, { width: CONTENT_WIDTH });
      doc.text(`Orsak: ${correction.reason}`, PAGE.margin, doc.y + 1, { width: CONTENT_WIDTH });
      doc.y += 6;
    }
  }
  drawFooters(doc, identity);
  doc.end();
  return bytes;
}
