import { apiJson } from '../../../lib/api-client';
import { useInvoiceMutation } from './invoices-key';

/** DELETE /invoice/{id}: only while nothing has been paid or credited. */
export function useDeleteInvoice() {
  return useInvoiceMutation((id: string) => apiJson<void>(`/invoice/${id}`, { method: 'DELETE' }));
}
