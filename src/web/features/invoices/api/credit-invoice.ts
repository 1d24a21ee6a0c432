import type { Invoice } from '../../../../shared/invoices';
import { apiJson } from '../../../lib/api-client';
import { useInvoiceMutation } from './invoices-key';

/** POST /invoice/{id}/credit: a credit note with its own number that takes out the whole amount. */
export function useCreditInvoice() {
  return useInvoiceMutation((id: string) => apiJson<Invoice>(`/invoice/${id}/credit`, { method: 'POST', body: {} }));
}
