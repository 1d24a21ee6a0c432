import { CONTENT_BOTTOM, CONTENT_WIDTH, drawFooters, drawRule, MUTED, PAGE, startDocument } from '../pdf/document';
import { drawLetterhead } from '../pdf/letterhead';
import { multiLine, singleLine } from '../pdf/text';
import type { InvoiceDocument } from './document';

/** Lays out an invoice or credit note on A4; what it says is decided in document.ts. */

const columns = [
  { title: 'Beskrivning', x: PAGE.margin, width: 245, align: 'left' as const },
  { title: 'Antal', x: PAGE.margin + 250, width: 60, align: 'right' as const },
  { title: 'À-pris', x: PAGE.margin + 315, width: 85, align: 'right' as const },
  { title: 'Belopp', x: PAGE.margin + 405, width: 90, align: 'right' as const },
];

type Doc = PDFKit.PDFDocument;

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { doc, bytes } = startDocument({
    Title: `${invoice.isCredit ? 'Kreditfaktura' : 'Faktura'} ${invoice.number}`,
    Author: invoice.seller.name,
  });
  const isIncomplete = invoice.missingSellerDetails.length > 0;
  drawHeader(doc, invoice, isIncomplete);
  let y = drawParties(doc, invoice);
  if (isIncomplete) y = drawIncompleteWarning(doc, invoice.missingSellerDetails, y);
  y = drawLines(doc, invoice, y);
  y = drawTotals(doc, invoice, y);
  drawPayment(doc, invoice, y);
  drawFooters(doc, invoice.identity);
  doc.end();
  return bytes;
}

/**
 * Until the company details hold everything the law asks for, the invoice says so at the top, so
 * that nobody sends it by mistake (docs/invoicing.md).
 */
function drawIncompleteWarning(doc: Doc, missing: string[], startY: number): number {
  const text = `Fakturan är ofullständig och får inte skickas. Saknas i företagsuppgifterna: ${missing.join(', ')}. Fyll i dem under Inställningar → Företag och ladda ner fakturan igen.`;
  doc.font('bold').fontSize(9);
  const height = doc.heightOfString(text, { width: CONTENT_WIDTH - 16 }) + 12;
  doc.rect(PAGE.margin, startY, CONTENT_WIDTH, height).lineWidth(1.5).strokeColor('#b00020').stroke();
  doc.fillColor('#b00020').text(text, PAGE.margin + 8, startY + 6, { width: CONTENT_WIDTH - 16 });
  return startY + height + 12;
}

function drawHeader(doc: Doc, invoice: InvoiceDocument, isIncomplete: boolean) {
  drawLetterhead(doc, {
    sender: invoice.seller,
    title: invoice.title,
    warning: isIncomplete ? 'OFULLSTÄNDIG – FÅR INTE SKICKAS' : null,
    mark: invoice.mark,
    facts: invoice.facts,
  });
}

function drawParties(doc: Doc, invoice: InvoiceDocument): number {
  const top = 175;
  doc.font('regular').fontSize(8).fillColor(MUTED).text('Faktureras till', PAGE.margin, top, { width: 260 });
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('#000000')
    .text(singleLine(invoice.buyer.name), PAGE.margin, top + 12, { width: 260 });
  const buyer = [multiLine(invoice.buyer.address), singleLine(invoice.buyer.email)].filter(Boolean).join('\n');
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#000000')
    .text(buyer, PAGE.margin, doc.y + 2, { width: 260 });
  let y = Math.max(doc.y, top + 60) + 14;
  if (invoice.creditReference) {
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#000000')
      .text(singleLine(invoice.creditReference), PAGE.margin, y, { width: CONTENT_WIDTH });
    y = doc.y + 12;
  }
  return y;
}

/** A further page names the invoice it continues, so a loose page is never anonymous. */
function addContinuationPage(doc: Doc, invoice: InvoiceDocument): number {
  doc.addPage();
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('#000000')
    .text(
      `${invoice.isCredit ? 'Kreditfaktura' : 'Faktura'} ${singleLine(invoice.number)} (forts.)`,
      PAGE.margin,
      PAGE.margin,
      { width: CONTENT_WIDTH },
    );
  return PAGE.margin + 22;
}

function drawTableHeader(doc: Doc, y: number): number {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, 20).fill('#eeeeee');
  for (const column of columns) {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('#000000')
      .text(column.title, column.x + 4, y + 6, { width: column.width - 8, align: column.align });
  }
  return y + 24;
}

function drawLines(doc: Doc, invoice: InvoiceDocument, startY: number): number {
  let y = drawTableHeader(doc, startY);
  for (const line of invoice.lines) {
    doc.font('regular').fontSize(9);
    const description = multiLine(line.description);
    const height = Math.max(doc.heightOfString(description, { width: columns[0]!.width - 8 }), 11) + 8;
    if (y + height > CONTENT_BOTTOM) y = drawTableHeader(doc, addContinuationPage(doc, invoice));
    [description, line.quantity, line.unitPrice, line.amount].forEach((text, index) => {
      const column = columns[index]!;
      doc
        .font('regular')
        .fontSize(9)
        .fillColor('#000000')
        .text(text, column.x + 4, y + 4, { width: column.width - 8, align: column.align });
    });
    y += height;
    drawRule(doc, y);
  }
  return y + 10;
}

function drawTotals(doc: Doc, invoice: InvoiceDocument, startY: number): number {
  let y = startY;
  if (y + invoice.totals.length * 16 + 10 > CONTENT_BOTTOM) y = addContinuationPage(doc, invoice);
  const x = PAGE.margin + 255;
  for (const { label, amount, isStrong } of invoice.totals) {
    if (isStrong) {
      doc
        .moveTo(x, y)
        .lineTo(PAGE.margin + CONTENT_WIDTH, y)
        .lineWidth(1)
        .strokeColor('#000000')
        .stroke();
      y += 4;
    }
    doc
      .font(isStrong ? 'bold' : 'regular')
      .fontSize(isStrong ? 12 : 9)
      .fillColor('#000000');
    doc.text(label, x, y, { width: 140 });
    doc.text(amount, x + 140, y, { width: 100, align: 'right' });
    y += isStrong ? 20 : 15;
  }
  return y + 10;
}

function drawPayment(doc: Doc, invoice: InvoiceDocument, startY: number) {
  let y = startY;
  if (y + 90 > CONTENT_BOTTOM) y = addContinuationPage(doc, invoice);
  doc.font('bold').fontSize(10).fillColor('#000000').text('Betalningsinformation', PAGE.margin, y);
  y = doc.y + 4;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#000000')
    .text(invoice.paymentLines.join('\n'), PAGE.margin, y, { width: CONTENT_WIDTH });
  if (invoice.approval) {
    doc.moveDown(0.8);
    doc.font('regular').fontSize(9).text(invoice.approval, { width: CONTENT_WIDTH });
  }
  if (invoice.notes) {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(9).text('Meddelande');
    doc.font('regular').fontSize(9).text(multiLine(invoice.notes), { width: CONTENT_WIDTH });
  }
}
