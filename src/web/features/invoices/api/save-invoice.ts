import type { Invoice, InvoiceInput } from '../../../../shared/invoices';
import { apiJson } from '../../../lib/api-client';
import { useInvoiceMutation } from './invoices-key';

/** POST /invoice, or PUT /invoice/{id} when editing. */
export function useSaveInvoice() {
  return useInvoiceMutation(({ id, values }: { id?: string | undefined; values: InvoiceInput }) =>
    apiJson<Invoice>(id ? `/invoice/${id}` : '/invoice', { method: id ? 'PUT' : 'POST', body: values }),
  );
}
