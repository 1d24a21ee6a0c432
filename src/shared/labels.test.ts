import { describe, expect, it } from 'vitest';
import { INVOICE_READING_LABELS, invoiceReading } from './labels';

describe('what an invoice reads as on screen', () => {
  const invoice = { status: 'pending' as const, creditForInvoiceId: null, creditedByInvoiceId: null };

  it('reads a credit note as Kreditfaktura and the invoice it credits as Krediterad, whatever their stored status', () => {
    expect(INVOICE_READING_LABELS[invoiceReading(invoice)]).toBe('Väntande');
    expect(INVOICE_READING_LABELS[invoiceReading({ ...invoice, creditForInvoiceId: 'a' })]).toBe('Kreditfaktura');
    expect(INVOICE_READING_LABELS[invoiceReading({ ...invoice, creditedByInvoiceId: 'b' })]).toBe('Krediterad');
    expect(INVOICE_READING_LABELS[invoiceReading({ ...invoice, status: 'paid', creditedByInvoiceId: 'b' })]).toBe('Krediterad');
    expect(INVOICE_READING_LABELS[invoiceReading({ ...invoice, status: 'overdue' })]).toBe('Förfallen');
  });
});
