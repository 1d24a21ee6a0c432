import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../test/pdf-text';
import type { InvoiceDocument } from './document';
import { renderInvoicePdf } from './pdf';

function invoiceFrom(sellerName: string, buyerName = 'Åkeri Nord AB'): InvoiceDocument {
  return {
    isCredit: false,
    title: 'Faktura',
    number: 'F2026110001',
    seller: { name: sellerName, contactLines: ['Industrivägen 4', '241 38 Eslöv'] },
    missingSellerDetails: [],
    facts: [['Fakturanummer', 'F2026110001']],
    buyer: { name: buyerName, address: 'Storgatan 1\n972 31 Luleå', email: 'ekonomi@akerinord.se' },
    creditReference: null,
    lines: [{ description: 'Hydraulslang', quantity: '2', unitPrice: '1 173,75', amount: '2 347,50' }],
    totals: [{ label: 'Att betala', amount: '2 934,00 kr', isStrong: true }],
    paymentLines: ['Bankgiro: 5050-1055'],
    payTo: ['Bankgiro: 5050-1055'],
    mark: null,
    settled: null,
    notes: '',
    identity: [sellerName, 'Org.nr 556036-0793', 'Momsreg.nr SE556036079301', 'Godkänd för F-skatt'],
  };
}

describe('the invoice PDF’s text layer, read by poppler', () => {
  it.each([
    'AB',
    'Öbergs Maskinservice AB',
    'Svenssons Maskinservice AB',
    'Norrbottens Entreprenadmaskiner och Lantbruksservice Handelsbolag',
    'Verkstad '.repeat(14).trim(),
  ])('keeps each legal seller detail whole on one line for the seller “%s”', async (name) => {
    const lines = await pdfTextLines(await renderInvoicePdf(invoiceFrom(name)));
    for (const phrase of ['Godkänd för F-skatt', 'Org.nr 556036-0793', 'Momsreg.nr SE556036079301']) {
      expect(
        lines.some((line) => line.includes(phrase)),
        `${phrase} in\n${lines.join('\n')}`,
      ).toBe(true);
    }
    expect(lines.some((line) => line.includes('Sida 1 av 1'))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/F-\s+(Sida|\n)/);
  });

  it('keeps every “z” readable after a document with ż and ź (and no z) was made in the same thread', async () => {
    const polish = await pdfTextLines(await renderInvoicePdf(invoiceFrom('Żabka Źródło Łódź AB', 'Żuraw Łąki')));
    expect(polish.join('\n')).toContain('Żabka Źródło Łódź');
    const after = await pdfTextLines(await renderInvoicePdf(invoiceFrom('Fritz Lazy AB', 'Zeta Zinkverk AB')));
    const text = after.join('\n');
    expect(text).toContain('Fritz Lazy AB');
    expect(text).toContain('Zeta Zinkverk AB');
  });

  it('prints "fi" and "fl" as letters, never as one ligature glyph, so that a search for "filter" finds "Oljefilter"', async () => {
    const document = invoiceFrom('Fjällfilter AB', 'Effektiv Flottbrygga AB');
    const lines = await pdfTextLines(
      await renderInvoicePdf({
        ...document,
        lines: [{ ...document.lines[0]!, description: 'Oljefilter och luftfilter' }],
      }),
    );
    const text = lines.join('\n');
    expect(text).toContain('Oljefilter och luftfilter');
    expect(text).toContain('Effektiv Flottbrygga AB');
    expect(text).not.toMatch(/[\uFB00-\uFB06]/);
  });
});
