import { downloadFile } from '../../../lib/api-client';

/** GET /invoice/{id}/pdf, saved as faktura-{number}.pdf, as the server and the mail name it. */
export function downloadInvoicePdf(invoice: { id: string; invoiceNumber: string }): Promise<void> {
  return downloadFile(`/invoice/${invoice.id}/pdf`, `faktura-${invoice.invoiceNumber}.pdf`, 'application/pdf');
}
