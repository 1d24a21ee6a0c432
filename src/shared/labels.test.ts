import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countOf, dueText, executionText, INVOICE_READING_LABELS, invoiceReading } from './labels';
import { billedShareOf, billedShareText } from './time';

describe('what an invoice reads as on screen', () => {
  const invoice = { status: 'pending' as const, creditForInvoiceId: null, creditedByInvoiceId: null };

  it('reads a credit note as Kreditfaktura and the invoice it credits as Krediterad, whatever their stored status', () => {
    expect(INVOICE_READING_LABELS[invoiceReading(invoice)]).toBe('Väntande');
    expect(INVOICE_READING_LABELS[invoiceReading({ ...invoice, creditForInvoiceId: 'a' })]).toBe('Kreditfaktura');
    expect(INVOICE_READING_LABELS[invoiceReading({ ...invoice, creditedByInvoiceId: 'b' })]).toBe('Krediterad');
    expect(INVOICE_READING_LABELS[invoiceReading({ ...invoice, status: 'paid', creditedByInvoiceId: 'b' })]).toBe(
      'Krediterad',
    );
    expect(INVOICE_READING_LABELS[invoiceReading({ ...invoice, status: 'overdue' })]).toBe('Förfallen');
  });
});

describe('Swedish that agrees with its number and its tense (issue 44)', () => {
  it('says 1 inbetalning and 2 inbetalningar, 1 betalning bokförd and 3 betalningar bokförda', () => {
    expect(countOf(1, 'inbetalning', 'inbetalningar')).toBe('1 inbetalning');
    expect(countOf(2, 'inbetalning', 'inbetalningar')).toBe('2 inbetalningar');
    expect(countOf(1, 'betalning bokförd', 'betalningar bokförda')).toBe('1 betalning bokförd');
    expect(countOf(0, 'betalning bokförd', 'betalningar bokförda')).toBe('0 betalningar bokförda');
  });

  it('says förföll for a due date passed and Utfördes for a day of work passed', () => {
    expect(dueText('2026-06-14', '2026-06-15')).toBe('förföll 2026-06-14');
    expect(dueText('2026-06-15', '2026-06-15')).toBe('förfaller 2026-06-15');
    expect(executionText('2026-06-14', '2026-06-15')).toBe('Utfördes 2026-06-14');
    expect(executionText('2026-06-15', '2026-06-15')).toBe('Utförs 2026-06-15');
  });

  it('shows a billed share above the presence as over 100 %, not 3125 %', () => {
    expect(billedShareText(billedShareOf({ billable: 5, nonBillable: 0, shift: 0.16 }))).toBe('över 100 %');
    expect(billedShareText(0.66)).toBe('66 %');
    expect(billedShareText(null)).toBe('–');
  });
});

describe('what the screens say', () => {
  it('never sends a user to the developers’ documentation (docs/*.md) from a screen or a message', () => {
    const files = readdirSync('src/web', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => `src/web/${file}`);
    const spoken = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const offenders = [...files, 'src/shared/messages.ts'].filter((file) =>
      /docs\/[\w-]+\.md/.test(spoken(readFileSync(file, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });
});
