import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { missingCompanyDetails, type Company } from '../../shared/company';
import { formatDate } from '../../shared/dates';
import type { Invoice } from '../../shared/invoices';
import { formatOrePlain, formatQuantity, toOre, VAT_RATE_PERCENT } from '../../shared/money';

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans: one file covers Latin with all its European letters (Ł, ź, Č, Ő), Greek and Cyrillic,
 * for customers from across the EU. Inter reaches npm only split into subsets, one font each, so a
 * name mixing them printed empty boxes. pdfkit embeds only the glyphs a document uses.
 */
export const pdfFonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

// eslint-disable-next-line no-control-regex -- control characters are what these find
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;
// eslint-disable-next-line no-control-regex -- all but the line feed
const CONTROL_CHARACTERS_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/** Text for one line of a PDF: tabs, line breaks and other control characters would print as boxes. */
export function singleLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** Text that may run over several lines: line breaks kept, tabs as spaces, other control characters dropped. */
export function multiLine(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').replace(CONTROL_CHARACTERS_BUT_LINE_FEED, '');
}

export interface InvoicePdfInput {
  invoice: Invoice;
  company: Company;
  /** The date of the work: the work order's execution date, else the invoice date (17 kap. 24 §). */
  workDate: string | null;
  workOrderNumber: string | null;
  /** The invoice a credit note corrects. */
  original: Invoice | null;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const TABLE_BOTTOM = PAGE.height - 110;
const columns = [
  { title: 'Beskrivning', x: PAGE.margin, width: 245, align: 'left' as const },
  { title: 'Antal', x: PAGE.margin + 250, width: 60, align: 'right' as const },
  { title: 'À-pris', x: PAGE.margin + 315, width: 85, align: 'right' as const },
  { title: 'Belopp', x: PAGE.margin + 405, width: 90, align: 'right' as const },
];
const kr = (kronor: number) => `${formatOrePlain(toOre(kronor) ?? Math.round(kronor * 100))} kr`;
const muted = '#555555';

export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, company } = input;
  const isCredit = invoice.creditForInvoiceId !== null;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: `${isCredit ? 'Kreditfaktura' : 'Faktura'} ${invoice.invoiceNumber}`, Author: company.name, Creator: 'Verkstan' },
  });
  doc.registerFont('regular', pdfFonts.regular);
  doc.registerFont('bold', pdfFonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const missing = missingCompanyDetails(company);
  drawHeader(doc, input, isCredit, missing.length > 0);
  let y = drawParties(doc, input, isCredit);
  if (missing.length > 0) y = drawIncompleteWarning(doc, missing, y);
  y = drawLines(doc, invoice, y);
  y = drawTotals(doc, invoice, y, isCredit);
  drawPayment(doc, input, y, isCredit);
  drawFooters(doc, company);
  doc.end();
  return done;
}

function label(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number) {
  doc.font('regular').fontSize(8).fillColor(muted).text(text, x, y, { width });
}

function value(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, bold = false) {
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(10)
    .fillColor('#000000')
    .text(text, x, y, { width });
}

/**
 * Until the company details hold everything 17 kap. 24 § asks for, the invoice says so at the top,
 * so that nobody sends it by mistake (docs/invoicing.md).
 */
function drawIncompleteWarning(doc: PDFKit.PDFDocument, missing: string[], startY: number): number {
  const text = `Fakturan är ofullständig och får inte skickas. Saknas i företagsuppgifterna: ${missing.join(', ')}. Fyll i dem under Min profil → Företagsuppgifter och ladda ner fakturan igen.`;
  doc.font('bold').fontSize(9);
  const height = doc.heightOfString(text, { width: CONTENT_WIDTH - 16 }) + 12;
  doc.rect(PAGE.margin, startY, CONTENT_WIDTH, height).lineWidth(1.5).strokeColor('#b00020').stroke();
  doc.fillColor('#b00020').text(text, PAGE.margin + 8, startY + 6, { width: CONTENT_WIDTH - 16 });
  return startY + height + 12;
}

function drawHeader(doc: PDFKit.PDFDocument, { invoice, company, workDate, workOrderNumber }: InvoicePdfInput, isCredit: boolean, isIncomplete: boolean) {
  const top = PAGE.margin;
  doc.font('bold').fontSize(16).fillColor('#000000').text(singleLine(company.name), PAGE.margin, top, { width: 260 });
  const sellerLines = [company.street, [company.postalCode, company.city].filter(Boolean).join(' '), company.email, company.phone]
    .filter(Boolean)
    .map(singleLine);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(muted)
    .text(sellerLines.join('\n'), PAGE.margin, doc.y + 4, { width: 260 });

  const right = PAGE.margin + 290;
  doc
    .font('bold')
    .fontSize(20)
    .fillColor('#000000')
    .text(isCredit ? 'KREDITFAKTURA' : 'FAKTURA', right, top, { width: 205, align: 'right' });
  if (isIncomplete) {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('#b00020')
      .text('OFULLSTÄNDIG – FÅR INTE SKICKAS', right, top + 24, { width: 205, align: 'right' });
  }
  const facts: Array<[string, string]> = [
    [isCredit ? 'Kreditfakturanummer' : 'Fakturanummer', invoice.invoiceNumber],
    ['Fakturadatum', formatDate(invoice.invoiceDate)],
    ['Förfallodatum', formatDate(invoice.dueDate)],
    ['OCR-nummer', invoice.ocr],
    ['Datum för arbetet', formatDate(workDate ?? invoice.invoiceDate)],
  ];
  if (workOrderNumber) facts.push(['Arbetsorder', workOrderNumber]);
  let y = top + (isIncomplete ? 40 : 32);
  for (const [name, text] of facts.map(([name, text]) => [name, singleLine(text)] as const)) {
    doc.font('regular').fontSize(9).fillColor(muted).text(name, right, y, { width: 100 });
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('#000000')
      .text(text, right + 100, y, { width: 105, align: 'right' });
    y += 14;
  }
}

function drawParties(doc: PDFKit.PDFDocument, { invoice, original }: InvoicePdfInput, isCredit: boolean): number {
  const top = 175;
  label(doc, 'Faktureras till', PAGE.margin, top, 260);
  value(doc, singleLine(invoice.customerName), PAGE.margin, top + 12, 260, true);
  const buyer = [multiLine(invoice.customerAddress), singleLine(invoice.customerEmail)].filter(Boolean).join('\n');
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#000000')
    .text(buyer, PAGE.margin, doc.y + 2, { width: 260 });
  let y = Math.max(doc.y, top + 60) + 14;
  if (isCredit && original) {
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#000000')
      .text(`Kreditfaktura avser faktura ${singleLine(original.invoiceNumber)} daterad ${formatDate(original.invoiceDate)}.`, PAGE.margin, y, {
        width: CONTENT_WIDTH,
      });
    y = doc.y + 12;
  }
  return y;
}

/** A further page names the invoice it continues, so a loose page is never anonymous. */
function addContinuationPage(doc: PDFKit.PDFDocument, invoice: Invoice): number {
  doc.addPage();
  const title = invoice.creditForInvoiceId ? 'Kreditfaktura' : 'Faktura';
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('#000000')
    .text(`${title} ${singleLine(invoice.invoiceNumber)} (forts.)`, PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH });
  return PAGE.margin + 22;
}

function drawTableHeader(doc: PDFKit.PDFDocument, y: number): number {
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

function drawLines(doc: PDFKit.PDFDocument, invoice: Invoice, startY: number): number {
  let y = drawTableHeader(doc, startY);
  for (const item of invoice.items) {
    doc.font('regular').fontSize(9);
    const description = multiLine(item.description);
    const height = Math.max(doc.heightOfString(description, { width: columns[0]!.width - 8 }), 11) + 8;
    if (y + height > TABLE_BOTTOM) y = drawTableHeader(doc, addContinuationPage(doc, invoice));
    const cells = [description, formatQuantity(item.quantity), kr(item.price), kr(item.amount)];
    cells.forEach((text, index) => {
      const column = columns[index]!;
      doc
        .font('regular')
        .fontSize(9)
        .fillColor('#000000')
        .text(text, column.x + 4, y + 4, { width: column.width - 8, align: column.align });
    });
    y += height;
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor('#dddddd')
      .stroke();
  }
  return y + 10;
}

function drawTotals(doc: PDFKit.PDFDocument, invoice: Invoice, startY: number, isCredit: boolean): number {
  const rows: Array<[string, string, boolean]> = [
    [`Momspliktigt belopp (${VAT_RATE_PERCENT} %)`, kr(invoice.net), false],
    [`Moms ${VAT_RATE_PERCENT} %`, kr(invoice.vat), false],
    ['Summa', kr(invoice.total), false],
    ['Öresavrundning', kr(invoice.roundingAmount), false],
    [isCredit ? 'Att kreditera' : 'Att betala', kr(invoice.amountToPay), true],
  ];
  let y = startY;
  if (y + rows.length * 16 + 10 > TABLE_BOTTOM) y = addContinuationPage(doc, invoice);
  const x = PAGE.margin + 255;
  for (const [name, amount, isStrong] of rows) {
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
    doc.text(name, x, y, { width: 140 });
    doc.text(amount, x + 140, y, { width: 100, align: 'right' });
    y += isStrong ? 20 : 15;
  }
  return y + 10;
}

function drawPayment(doc: PDFKit.PDFDocument, { invoice, company }: InvoicePdfInput, startY: number, isCredit: boolean) {
  let y = startY;
  if (y + 90 > TABLE_BOTTOM) y = addContinuationPage(doc, invoice);
  doc.font('bold').fontSize(10).fillColor('#000000').text('Betalningsinformation', PAGE.margin, y);
  y = doc.y + 4;
  const details: string[] = [];
  if (isCredit) details.push(`Att tillgodo: ${kr(-invoice.amountToPay)}. Beloppet regleras mot den krediterade fakturan eller betalas tillbaka.`);
  if (company.bankgiro) details.push(`Bankgiro: ${company.bankgiro}`);
  if (company.plusgiro) details.push(`Plusgiro: ${company.plusgiro}`);
  if (company.iban) details.push(`IBAN: ${company.iban}${company.bic ? `   BIC: ${company.bic}` : ''}`);
  const canBePaid = Boolean(company.bankgiro || company.plusgiro || company.iban);
  if (!isCredit && !canBePaid) details.push('Betalningsuppgifter saknas: fyll i bankgiro, plusgiro eller IBAN i företagsuppgifterna.');
  if (!isCredit && canBePaid) {
    details.push(`OCR-nummer: ${invoice.ocr} (ange vid betalning)`);
    details.push(`Att betala senast ${formatDate(invoice.dueDate)}: ${kr(invoice.amountToPay)}`);
  }
  doc.font('regular').fontSize(9).fillColor('#000000').text(details.join('\n'), PAGE.margin, y, { width: CONTENT_WIDTH });
  if (invoice.notes) {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(9).text('Meddelande');
    doc.font('regular').fontSize(9).text(multiLine(invoice.notes), { width: CONTENT_WIDTH });
  }
}

function drawFooters(doc: PDFKit.PDFDocument, company: Company) {
  const range = doc.bufferedPageRange();
  const identity = [
    singleLine(company.name),
    company.orgNumber ? `Org.nr ${company.orgNumber}` : '',
    company.vatNumber ? `Momsreg.nr ${company.vatNumber}` : '',
    company.fTax ? 'Godkänd för F-skatt' : '',
  ].filter(Boolean);
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const y = PAGE.height - 70;
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    // Writing below the bottom margin would make pdfkit add a page; lift the margin while drawing.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(muted)
      .text(identity.join('  ·  '), PAGE.margin, y + 8, { width: CONTENT_WIDTH - 80 });
    doc.text(`Sida ${index + 1} av ${range.count}`, PAGE.margin + CONTENT_WIDTH - 80, y + 8, { width: 80, align: 'right' });
    doc.page.margins.bottom = bottomMargin;
  }
}
