import { CONTENT_WIDTH, drawFooters, drawRule, MUTED, PAGE, startDocument } from '../pdf/document';
import { drawTable, ensureRoom, sectionTitle, type Column } from '../pdf/table';
import { drawLetterhead } from '../pdf/letterhead';
import { multiLine, singleLine } from '../pdf/text';
import type { ServiceBook } from './service-book';

type Doc = PDFKit.PDFDocument;

/** Lays out a machine's service book on A4, in the invoice's font and margins. */
export function renderServiceBookPdf(book: ServiceBook): Promise<Buffer> {
  const { doc, bytes } = startDocument({ Title: `Servicebok ${book.title}`, Author: book.workshop.name });
  drawHeader(doc, book);
  drawPlan(doc, book);
  drawJobs(doc, book);
  drawReadings(doc, book);
  drawFooters(doc, [...book.workshop.identity, `Servicebok utskriven ${book.printedOn}`]);
  doc.end();
  return bytes;
}

function drawHeader(doc: Doc, book: ServiceBook) {
  const bottom = drawLetterhead(doc, { sender: book.workshop, title: 'SERVICEBOK', facts: book.facts });
  let ownerY = bottom + 16;
  doc.font('regular').fontSize(8).fillColor(MUTED).text('Ägare', PAGE.margin, ownerY, { width: 260 });
  ownerY = doc.y;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('#000000')
    .text(singleLine(book.owner.name), PAGE.margin, ownerY, { width: 260 });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#000000')
    .text(book.owner.lines.map(singleLine).join('\n'), PAGE.margin, doc.y + 1, { width: 260 });
}

function drawJobs(doc: Doc, book: ServiceBook) {
  sectionTitle(doc, 'Utförda arbeten');
  if (book.jobsNote) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(book.jobsNote, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    doc.moveDown(0.6);
  }
  if (book.jobs.length === 0) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text('Inga arbetsordrar på maskinen ännu.', PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    return;
  }
  for (const job of book.jobs) {
    ensureRoom(doc, 70);
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(singleLine(job.heading), PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('#000000')
      .text(singleLine(job.title), PAGE.margin, doc.y + 1, { width: CONTENT_WIDTH });
    if (job.description)
      doc
        .font('regular')
        .fontSize(9)
        .text(multiLine(job.description), PAGE.margin, doc.y + 2, { width: CONTENT_WIDTH });
    if (job.checklist.length > 0) {
      doc
        .font('bold')
        .fontSize(9)
        .text('Checklista', PAGE.margin, doc.y + 4, { width: CONTENT_WIDTH });
      for (const item of job.checklist) {
        doc
          .font('regular')
          .fontSize(9)
          .text(`${item.isDone ? '☑' : '☐'}  ${singleLine(item.text)}`, PAGE.margin + 8, doc.y + 1, {
            width: CONTENT_WIDTH - 8,
          });
      }
    }
    if (job.materials.length > 0) {
      doc
        .font('bold')
        .fontSize(9)
        .text('Material', PAGE.margin, doc.y + 4, { width: CONTENT_WIDTH });
      doc
        .font('regular')
        .fontSize(9)
        .text(job.materials.map(singleLine).join('\n'), PAGE.margin + 8, doc.y + 1, {
          width: CONTENT_WIDTH - 8,
        });
    }
    if (job.invoices)
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(MUTED)
        .text(singleLine(job.invoices), PAGE.margin, doc.y + 3, { width: CONTENT_WIDTH });
    doc.fillColor('#000000');
    drawRule(doc, doc.y + 6);
    doc.y += 12;
  }
}

function drawPlan(doc: Doc, book: ServiceBook) {
  sectionTitle(doc, 'Serviceplan');
  if (book.plan.length === 0) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text('Ingen serviceplan.', PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    return;
  }
  const columns: Column[] = [
    { x: PAGE.margin, width: 108, align: 'left' },
    { x: PAGE.margin + 112, width: 84, align: 'left' },
    { x: PAGE.margin + 200, width: 104, align: 'left' },
    { x: PAGE.margin + 308, width: 120, align: 'left' },
    { x: PAGE.margin + 432, width: CONTENT_WIDTH - 432, align: 'left' },
  ];
  drawTable(doc, columns, [['Intervall', 'Var', 'Senast utförd', 'Nästa service', 'Status'], ...book.plan]);
}

function drawReadings(doc: Doc, book: ServiceBook) {
  sectionTitle(doc, 'Mätaravläsningar');
  if (book.readings.length === 0) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text('Inga avläsningar ännu.', PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    return;
  }
  const columns: Column[] = [
    { x: PAGE.margin, width: 110, align: 'left' },
    { x: PAGE.margin + 110, width: 120, align: 'right' },
    { x: PAGE.margin + 250, width: CONTENT_WIDTH - 250, align: 'left' },
  ];
  drawTable(doc, columns, [['Datum', 'Mätarställning', 'Källa'], ...book.readings]);
}
