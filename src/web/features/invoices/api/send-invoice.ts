import type { Invoice, InvoiceSend } from '../../../../shared/invoices';
import { apiJson } from '../../../lib/api-client';
import { useInvoiceMutation } from './invoices-key';

/** POST /invoice/{id}/send: the PDF by e-mail through the outbox; the answer carries `sentAt`. */
export function useSendInvoice() {
  return useInvoiceMutation(({ id, input }: { id: string; input: InvoiceSend }) => apiJson<Invoice>(`/invoice/${id}/send`, { method: 'POST', body: input }));
}
