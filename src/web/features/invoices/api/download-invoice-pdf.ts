import { downloadFile } from '../../../lib/api-client';

/** GET /invoice/{id}/pdf, saved as faktura-{id}.pdf. */
export function downloadInvoicePdf(id: string): Promise<void> {
  return downloadFile(`/invoice/${id}/pdf`, `faktura-${id}.pdf`, 'application/pdf');
}
