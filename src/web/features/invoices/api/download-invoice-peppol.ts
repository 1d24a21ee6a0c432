import { downloadFile } from '../../../lib/api-client';

/** GET /invoice/{id}/peppol, saved as faktura-{number}.xml; a 409 names what the e-invoice lacks. */
export function downloadInvoicePeppol(invoice: { id: string; invoiceNumber: string }): Promise<void> {
  return downloadFile(`/invoice/${invoice.id}/peppol`, `faktura-${invoice.invoiceNumber}.xml`, 'application/xml');
}
