import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { singleLine } from './text';

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

let parsed: { regular: fontkit.Font; bold: fontkit.Font } | undefined;

/**
 * The fonts parsed once per process and shared by every document: parsing DejaVu's tables again for
 * each PDF was most of a one-page invoice's 80–100 ms of CPU. pdfkit takes a fontkit font as it is and
 * still subsets it per document.
 */
function parsedFonts(): { regular: fontkit.Font; bold: fontkit.Font } {
  parsed ??= {
    regular: withoutLigatures(withEveryCharacterGlyph(fontkit.create(readFileSync(pdfFonts.regular)) as fontkit.Font)),
    bold: withoutLigatures(withEveryCharacterGlyph(fontkit.create(readFileSync(pdfFonts.bold)) as fontkit.Font)),
  };
  return parsed;
}

/** OpenType features that join letters into one glyph: "fi" set as "ﬁ". */
const NO_LIGATURES = { liga: false, clig: false, dlig: false, hlig: false };

/**
 * Every text of every document laid out without ligatures. A ligature glyph's text is the character
 * it stands for ("Olje\uFB01lter"), so a customer's search for "filter" found nothing; pdfkit lays out
 * text without features unless a call names some, so the font's own layout turns them off once here.
 */
function withoutLigatures(font: fontkit.Font): fontkit.Font {
  const layout = font.layout.bind(font);
  font.layout = (text, features, ...rest) => layout(text, features ?? NO_LIGATURES, ...rest);
  return font;
}

/**
 * fontkit keeps each glyph with the characters it was first asked for. When a shared font is first
 * asked for "z" as a part of "ż" (DejaVu builds ż from z when a document is subset), "z" keeps no
 * character, and every later document's text layer loses its z's. Asking for every character's glyph
 * by its character first means that no glyph is ever remembered without it.
 */
function withEveryCharacterGlyph(font: fontkit.Font): fontkit.Font {
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

/** A4 in points, with the margin every Verkstan document keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where content stops, leaving room for the footer. */
export const CONTENT_BOTTOM = PAGE.height - 110;
export const MUTED = '#555555';

/**
 * An A4 document with the embedded fonts registered, and the promise of its bytes once ended. Text
 * that flows breaks its page at CONTENT_BOTTOM, above the footer.
 */
export function startDocument(info: { Title: string; Author: string }): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const margins = {
    top: PAGE.margin,
    left: PAGE.margin,
    right: PAGE.margin,
    bottom: PAGE.height - CONTENT_BOTTOM,
  };
  const doc = new PDFDocument({
    size: 'A4',
    margins,
    bufferPages: true,
    info: { ...info, Creator: 'Verkstan' },
  });
  const fonts = parsedFonts();
  doc.registerFont('regular', fonts.regular as never);
  doc.registerFont('bold', fonts.bold as never);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

const FOOTER_SEPARATOR = '  ·  ';
const PAGE_NUMBER_WIDTH = 80;

/**
 * The seller's details as lines that fit `width`, each detail whole on one line ("Godkänd för F-skatt"
 * is never split at its hyphen); only a detail wider than a line by itself wraps within it.
 */
export function footerLines(doc: PDFKit.PDFDocument, details: string[], width: number): string[] {
  const lines: string[] = [];
  for (const detail of details.map(singleLine).filter(Boolean)) {
    const current = lines.at(-1);
    const joined = current === undefined ? detail : `${current}${FOOTER_SEPARATOR}${detail}`;
    if (current !== undefined && doc.widthOfString(joined) <= width) lines[lines.length - 1] = joined;
    else lines.push(detail);
  }
  return lines;
}

/** Every page's foot: who issued it, and "Sida n av m". Call once all pages are drawn. */
export function drawFooters(doc: PDFKit.PDFDocument, identity: string[]) {
  const range = doc.bufferedPageRange();
  doc.font('regular').fontSize(8);
  const lines = footerLines(doc, identity, CONTENT_WIDTH - PAGE_NUMBER_WIDTH);
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
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(`Sida ${index + 1} av ${range.count}`, PAGE.margin + CONTENT_WIDTH - PAGE_NUMBER_WIDTH, y + 8, {
      width: PAGE_NUMBER_WIDTH,
      align: 'right',
    });
    doc.text(lines.join('\n'), PAGE.margin, y + 8, { width: CONTENT_WIDTH - PAGE_NUMBER_WIDTH });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** A table's rule under a row. */
export function drawRule(doc: PDFKit.PDFDocument, y: number, color = '#dddddd', x = PAGE.margin) {
  doc
    .moveTo(x, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke();
}
