import { CONTENT_WIDTH, drawFooters, MUTED, PAGE, startDocument } from '../pdf/document';
import { drawLetterhead } from '../pdf/letterhead';
import { drawTable, ensureRoom, sectionTitle, type Column } from '../pdf/table';

/** The extract as the PDF worker gets it: plain text, laid out in a worker thread. */
export interface ExtractDocument {
  business: { name: string; orgNumber: string | null };
  printedAt: string;
  customerName: string;
  register: Array<[string, string]>;
  sections: Array<{ title: string; widths: number[]; rows: string[][] }>;
}

/** Registerutdrag on A4: who holds the data, the register entry in full, then every record that names the customer. */
export function renderExtractPdf(extract: ExtractDocument): Promise<Buffer> {
  const { doc, bytes } = startDocument({
    Title: `Registerutdrag ${extract.customerName}`,
    Author: extract.business.name,
  });
  const identity = [
    extract.business.name,
    extract.business.orgNumber ? `Org.nr ${extract.business.orgNumber}` : 'Organisationsnummer saknas',
  ];
  const bottom = drawLetterhead(doc, {
    sender: { name: extract.business.name, contactLines: [identity[1]!] },
    title: 'REGISTERUTDRAG',
    facts: [
      ['Gäller', extract.customerName],
      ['Utskrivet', extract.printedAt],
    ],
  });
  doc.y = bottom + 12;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      'Utdrag enligt dataskyddsförordningen (GDPR) artikel 15: alla uppgifter i verkstadens register som gäller kunden. ' +
        'Fakturor sparas i sju år enligt bokföringslagen.',
      PAGE.margin,
      doc.y,
      { width: CONTENT_WIDTH },
    );
  sectionTitle(doc, 'Kundregistret');
  drawTable(
    doc,
    [
      { x: PAGE.margin, width: 170, align: 'left' },
      { x: PAGE.margin + 174, width: CONTENT_WIDTH - 174, align: 'left' },
    ],
    [['Uppgift', 'Värde'], ...extract.register],
  );
  for (const section of extract.sections) {
    sectionTitle(doc, section.title);
    if (section.rows.length === 1) {
      ensureRoom(doc, 16);
      doc.font('regular').fontSize(9).fillColor(MUTED).text('Inga.', PAGE.margin, doc.y, { width: CONTENT_WIDTH });
      continue;
    }
    let x = PAGE.margin;
    const columns: Column[] = section.widths.map((width) => {
      const column: Column = { x, width, align: 'left' };
      x += width + 4;
      return column;
    });
    drawTable(doc, columns, section.rows);
  }
  drawFooters(doc, identity);
  doc.end();
  return bytes;
}
