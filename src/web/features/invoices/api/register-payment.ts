import type { Payment, PaymentInput } from '../../../../shared/payments';
import { apiJson } from '../../../lib/api-client';
import { useInvoiceMutation } from './invoices-key';

/** POST /invoice/{id}/payments: a payment; the invoice is paid once its payments reach the amount. */
export function useRegisterPayment() {
  return useInvoiceMutation(({ id, input }: { id: string; input: PaymentInput }) =>
    apiJson<Payment>(`/invoice/${id}/payments`, { method: 'POST', body: input }),
  );
}
