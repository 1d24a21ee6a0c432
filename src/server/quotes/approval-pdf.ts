import { formatOrePlain, formatQuantity, lineAmountOre, toOre } from '../../shared/money';
import { CONTENT_WIDTH, drawFooters, MUTED, PAGE, startDocument } from '../pdf/document';
import { drawLetterhead } from '../pdf/letterhead';
import { drawTable, ensureRoom, sectionTitle, type Column } from '../pdf/table';
import { multiLine } from '../pdf/text';

/** The approval's evidence as the PDF shows it (godkannande-{number}.pdf, QUOTES.md decision 5). */
export interface ApprovalDocument {
  workshop: { name: string; contactLines: string[]; orgNumber: string | null };
  quoteNumber: number;
  version: number;
  customerName: string;
  machine: string | null;
  /** The lines as the version showed them, from the approval's stored content. */
  items: Array<{ description: string; quantity: number; unit: string | null; price: number; optional: boolean }>;
  chosenOptional: string[];
  acceptedTotal: number;
  name: string;
  channelText: string;
  at: string;
  ip: string | null;
  userAgent: string | null;
  recordedBy: string | null;
  note: string | null;
  contentHash: string;
  signaturePngBase64: string | null;
}

const kr = (kronor: number) => `${formatOrePlain(toOre(kronor)!)} kr`;

function line(doc: PDFKit.PDFDocument, label: string, value: string) {
  ensureRoom(doc, 28);
  const y = doc.y + 4;
  doc.font('bold').fontSize(9).fillColor(MUTED).text(label, PAGE.margin, y, { width: 130 });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#000000')
    .text(multiLine(value), PAGE.margin + 135, y, { width: CONTENT_WIDTH - 135 });
}

export function renderApprovalPdf(approval: ApprovalDocument): Promise<Buffer> {
  const { doc, bytes } = startDocument({
    Title: `Godkännande ${approval.quoteNumber}`,
    Author: approval.workshop.name,
  });
  const bottom = drawLetterhead(doc, {
    sender: { name: approval.workshop.name, contactLines: approval.workshop.contactLines },
    title: 'GODKÄNNANDE',
    facts: [
      ['Offertnummer', String(approval.quoteNumber)],
      ['Version', String(approval.version)],
      ['Kund', approval.customerName],
      ...(approval.machine ? ([['Maskin', approval.machine]] as Array<[string, string]>) : []),
    ],
  });
  doc.y = bottom + 12;
  sectionTitle(doc, 'Godkänt innehåll');
  const columns: Column[] = [
    { x: PAGE.margin, width: 250, align: 'left', wraps: true },
    { x: PAGE.margin + 255, width: 70, align: 'right' },
    { x: PAGE.margin + 330, width: 80, align: 'right' },
    { x: PAGE.margin + 415, width: CONTENT_WIDTH - 415, align: 'right' },
  ];
  drawTable(doc, columns, [
    ['Beskrivning', 'Antal', 'À-pris', 'Belopp'],
    ...approval.items.map((item) => [
      item.optional ? `${item.description} (Tillval)` : item.description,
      `${formatQuantity(item.quantity)}${item.unit ? ` ${item.unit}` : ''}`,
      kr(item.price),
      `${formatOrePlain(lineAmountOre(toOre(item.quantity)!, toOre(item.price)!))} kr`,
    ]),
  ]);
  doc.y += 6;
  line(doc, 'Valda tillval', approval.chosenOptional.length > 0 ? approval.chosenOptional.join(', ') : 'Inga');
  line(doc, 'Godkänt belopp', `${kr(approval.acceptedTotal)} inkl. moms`);

  sectionTitle(doc, 'Vem godkände, när och hur');
  line(doc, 'Namn', approval.name);
  line(doc, 'Tidpunkt', approval.at);
  line(doc, 'Kanal', approval.channelText);
  if (approval.recordedBy) line(doc, 'Registrerat av', approval.recordedBy);
  if (approval.note) line(doc, 'Anteckning', approval.note);
  line(doc, 'IP-adress', approval.ip ?? '–');
  line(doc, 'Webbläsare', approval.userAgent ?? '–');
  line(doc, 'Innehållets SHA-256', `${approval.contentHash.slice(0, 32)}\n${approval.contentHash.slice(32)}`);
  if (approval.signaturePngBase64) {
    sectionTitle(doc, 'Signatur');
    ensureRoom(doc, 110);
    doc.image(Buffer.from(approval.signaturePngBase64, 'base64'), PAGE.margin, doc.y + 4, { fit: [240, 100] });
    doc.y += 108;
  } else line(doc, 'Signatur', 'Ingen ritad signatur');
  ensureRoom(doc, 40);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      'Innehållet ovan är versionen som kunden godkände, sparad som kanonisk JSON (RFC 8785); SHA-256 av den sparade texten visar att den inte ändrats.',
      PAGE.margin,
      doc.y + 10,
      { width: CONTENT_WIDTH },
    );
  drawFooters(
    doc,
    [approval.workshop.name, approval.workshop.orgNumber ? `Org.nr ${approval.workshop.orgNumber}` : ''].filter(
      Boolean,
    ),
  );
  doc.end();
  return bytes;
}
