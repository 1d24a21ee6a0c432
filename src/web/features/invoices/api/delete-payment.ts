import { apiJson } from '../../../lib/api-client';
import { useInvoiceMutation } from './invoices-key';

/** DELETE /payments/{id}: gone from the invoice, kept in the trail; the invoice may be unpaid again. */
export function useDeletePayment() {
  return useInvoiceMutation((id: string) => apiJson<void>(`/payments/${id}`, { method: 'DELETE' }));
}
