import type { Invoice } from '../../../../shared/invoices';
import { apiJson } from '../../../lib/api-client';
import { useInvoiceMutation } from './invoices-key';

/** POST /invoice/{id}/interest-invoice: a räntefaktura for the interest so far, without VAT. */
export function useInterestInvoice() {
  return useInvoiceMutation((id: string) => apiJson<Invoice>(`/invoice/${id}/interest-invoice`, { method: 'POST', body: {} }));
}
