import type { CreditRequestInput } from '../../../../shared/credit';
import type { Invoice } from '../../../../shared/invoices';
import { apiJson } from '../../../lib/api-client';
import { useInvoiceMutation } from './invoices-key';

/** POST /invoice/{id}/credit: a credit note with its own number, of the rest, chosen lines or an amount. */
export function useCreditInvoice() {
  return useInvoiceMutation(({ id, body }: { id: string; body: CreditRequestInput }) =>
    apiJson<Invoice>(`/invoice/${id}/credit`, { method: 'POST', body }),
  );
}
