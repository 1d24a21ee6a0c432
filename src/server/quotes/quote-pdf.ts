import { formatDate } from '../../shared/dates';
import { formatOrePlain, formatQuantity, lineAmountOre, toOre } from '../../shared/money';
import { PRICE_TYPE_LABELS } from '../../shared/quote-texts';
import type { PublicQuote } from '../../shared/quote-shapes';
import { VAT_TREATMENT_TEXTS } from '../../shared/vat-treatment';
import { CONTENT_WIDTH, drawFooters, MUTED, PAGE, startDocument } from '../pdf/document';
import { drawLetterhead } from '../pdf/letterhead';
import { drawTable, ensureRoom, sectionTitle, type Column } from '../pdf/table';
import { multiLine } from '../pdf/text';

/** A quote's PDF as the customer reads it: what the link shows, on paper, with the link itself. */
export interface QuoteDocument {
  quote: PublicQuote;
  /** The customer's link, when the quote is being sent. */
  link: string | null;
}

const kr = (kronor: number) => `${formatOrePlain(toOre(kronor)!)} kr`;

function paragraph(doc: PDFKit.PDFDocument, text: string, options: { bold?: boolean; muted?: boolean } = {}) {
  ensureRoom(doc, 30);
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(10)
    .fillColor(options.muted ? MUTED : '#000000')
    .text(multiLine(text), PAGE.margin, doc.y + 4, { width: CONTENT_WIDTH });
}

export function renderQuotePdf({ quote, link }: QuoteDocument): Promise<Buffer> {
  const { workshop } = quote;
  const title = quote.kind === 'extra' ? 'TILLÄGGSARBETE' : 'OFFERT';
  const { doc, bytes } = startDocument({ Title: `Offert ${quote.number}`, Author: workshop.name });
  const contact = [workshop.address, workshop.phone, workshop.email].filter((line): line is string => Boolean(line));
  const bottom = drawLetterhead(doc, {
    sender: { name: workshop.name, contactLines: contact },
    title,
    facts: [
      ['Offertnummer', String(quote.number)],
      ['Version', String(quote.version)],
      ['Giltig till', formatDate(quote.validUntil)],
      ['Kund', quote.customerName],
      ...(quote.machine ? ([['Maskin', quote.machine]] as Array<[string, string]>) : []),
    ],
  });
  doc.y = bottom + 12;
  paragraph(doc, quote.priceTypeText, { bold: true });

  sectionTitle(doc, 'Rader');
  const columns: Column[] = [
    { x: PAGE.margin, width: 250, align: 'left', wraps: true },
    { x: PAGE.margin + 255, width: 70, align: 'right' },
    { x: PAGE.margin + 330, width: 80, align: 'right' },
    { x: PAGE.margin + 415, width: CONTENT_WIDTH - 415, align: 'right' },
  ];
  drawTable(doc, columns, [
    ['Beskrivning', 'Antal', 'À-pris', 'Belopp'],
    ...quote.items.map((item) => [
      item.optional ? `${item.description} (Tillval)` : item.description,
      `${formatQuantity(item.quantity)}${item.unit ? ` ${item.unit}` : ''}`,
      kr(item.price),
      `${formatOrePlain(lineAmountOre(toOre(item.quantity)!, toOre(item.price)!))} kr`,
    ]),
  ]);
  const hasOptional = quote.items.some((item) => item.optional);
  doc.y += 6;
  paragraph(doc, `Summa exkl. moms: ${kr(quote.totalExVat)}`);
  paragraph(doc, `Moms: ${kr(quote.vat)}`);
  paragraph(doc, `Att betala inkl. moms: ${kr(quote.total)}`, { bold: true });
  const vatText = VAT_TREATMENT_TEXTS[quote.vatTreatment];
  if (vatText) paragraph(doc, vatText, { muted: true });
  if (hasOptional)
    paragraph(doc, 'Raderna märkta Tillval ingår inte i summan; du väljer dem när du svarar.', { muted: true });
  if (quote.maxAmount !== null)
    paragraph(doc, `${PRICE_TYPE_LABELS.running}, takpris: ${kr(quote.maxAmount)} inkl. moms`);

  if (quote.terms) {
    sectionTitle(doc, 'Villkor');
    paragraph(doc, quote.terms);
  }
  sectionTitle(doc, 'Svara på offerten');
  paragraph(
    doc,
    link
      ? `Godkänn eller avböj offerten senast ${formatDate(quote.validUntil)} på ${link}`
      : `Svara ${workshop.name} senast ${formatDate(quote.validUntil)}.`,
  );
  drawFooters(doc, [workshop.name, workshop.orgNumber ? `Org.nr ${workshop.orgNumber}` : ''].filter(Boolean));
  doc.end();
  return bytes;
}
